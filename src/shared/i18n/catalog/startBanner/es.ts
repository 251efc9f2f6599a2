// Las palabras en español del aviso que `npm start` muestra a quien arranca el servidor (en el idioma de su terminal).
import type { en } from "./en.ts";

export const es: Record<keyof typeof en, string> = {
  "startBanner.running": "StrongBond está funcionando en {url}  (escucha en {address})",
  "startBanner.database": "Base de datos: {label}",
  "startBanner.apiDocs": "Documentación de la API: {url}",
  "startBanner.demoAccounts": "Cuentas de demostración:",
  "startBanner.leader": "(responsable de {organization}: {url})",
  "startBanner.noDemo": "Sin cuentas de demostración (en producción nunca se crean). El primer administrador:",
  "startBanner.firstAdmin": "define ADMIN_EMAIL y ADMIN_PASSWORD y arranca de nuevo, o ejecuta `npm run admin:create`.",
  "startBanner.mailOutboxInProduction":
    "Correo: MAIL_OUTBOX_IN_PRODUCTION=1 y sin SMTP_URL: los correos NO se entregan, se quedan en la bandeja de salida de la base de datos.",
  "startBanner.mailDevOutbox":
    "Correo: sin SMTP_URL, los correos van a la bandeja de desarrollo (léelos en la tabla mail_outbox; los enlaces nunca se registran).",
  "startBanner.languages": "Idiomas: inglés y español (lo que elige cada persona, si no, el del navegador; un selector en cada página).",
};
