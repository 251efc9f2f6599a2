// Las palabras en español del inicio de sesión en dos pasos (las mismas claves que en.ts), de tú.
import type { en } from "./en.ts";

export const es: Record<keyof typeof en, string> = {
  "msg.twoFactor.verificationSent": "Te enviamos un enlace de confirmación. Ábrelo para confirmar tu correo.",
  "msg.twoFactor.alreadyVerified": "Tu correo ya está confirmado.",
  "twoFactor.error.generic": "Algo salió mal. Inténtalo de nuevo.",
  "twoFactor.error.tooManyTries": "Demasiados intentos. Espera un minuto y vuelve a intentarlo.",
  "twoFactor.error.wrongPassword": "Esa contraseña no es correcta.",
  "twoFactor.error.wrongCode": "Ese código no es correcto. Revisa la hora de tu teléfono y prueba con el código más reciente.",
  "twoFactor.error.codeUsed": "Ese código ya se usó. Espera el siguiente código de tu app de autenticación.",
  "twoFactor.error.emailNotVerified":
    "Primero confirma tu correo: envíate un enlace de confirmación (aquí abajo o desde la página de tu cuenta), ábrelo y luego activa el inicio de sesión en dos pasos.",
  "twoFactor.error.locked": "Demasiados códigos incorrectos. Espera 15 minutos o inicia sesión con un código de respaldo.",
  "twoFactor.error.stepExpired": "Este paso del inicio de sesión caducó. Empieza de nuevo con tu correo y tu contraseña.",
  "twoFactor.error.notFresh": "Por tu seguridad, cierra sesión y vuelve a iniciarla antes de cambiar esto.",
  "twoFactor.error.codeNotRight": "Ese código no es correcto.",
  "twoFactor.title": "Inicio de sesión en dos pasos",
  "twoFactor.description": "Un código de tu teléfono después de tu contraseña, para que una contraseña robada no baste para abrir tu cuenta.",
  "twoFactor.enterPassword": "Escribe tu contraseña.",
  "twoFactor.enterCode": "Escribe los 6 dígitos de tu app.",
  "twoFactor.yourPassword": "Tu contraseña",
  "twoFactor.codeLabel": "Código de 6 dígitos",
  "twoFactor.backupCodesText":
    "Cada código de respaldo te deja iniciar sesión una vez si pierdes tu teléfono. Guárdalos en un lugar seguro, lejos de tu teléfono. Solo se muestran ahora.",
  "twoFactor.backupCodes": "Códigos de respaldo",
  "twoFactor.qrAlt": "Código QR para tu app de autenticación",
  "twoFactor.sendLink": "Enviar un enlace de confirmación",
  "twoFactor.step1": "Paso 1: confirma que eres tú",
  "twoFactor.step1Text":
    "El inicio de sesión en dos pasos te pide, después de tu contraseña, un código de una app de tu teléfono (Google Authenticator, Microsoft Authenticator, 1Password…).",
  "twoFactor.startSetUp": "Empezar la configuración",
  "twoFactor.step2": "Paso 2: agrega StrongBond a tu app",
  "twoFactor.step2Text": "Escanea el código QR con tu app de autenticación y escribe el código de 6 dígitos que te muestra.",
  "twoFactor.cantScan": "¿No puedes escanearlo? Escribe esta clave en la app:",
  "twoFactor.turnOn": "Activar los dos pasos",
  "twoFactor.step3": "Paso 3: guarda tus códigos de respaldo",
  "twoFactor.isOn": "El inicio de sesión en dos pasos está activado.",
  "twoFactor.savedCodes": "Ya guardé mis códigos de respaldo",
  "twoFactor.newCodes": "Códigos de respaldo nuevos",
  "twoFactor.newCodesText": "Crea 10 códigos nuevos; los anteriores dejan de funcionar.",
  "twoFactor.makeNewCodes": "Crear códigos de respaldo nuevos",
  "twoFactor.turnOff": "Desactivar los dos pasos",
  "twoFactor.turnOffStaff":
    "Tu función exige los dos pasos: si los desactivas, las páginas de administración y de la organización quedan cerradas hasta que vuelvas a configurarlos.",
  "twoFactor.turnOffText": "Volverás a iniciar sesión solo con tu contraseña.",
  "twoFactor.loading": "Cargando la configuración de los dos pasos…",
  "twoFactor.status": "Estado:",
  "twoFactor.on": "Activado",
  "twoFactor.off": "Desactivado",
  "twoFactor.requiredTitle": "Configura los dos pasos para continuar",
  "twoFactor.requiredText":
    "Los administradores y los dueños de organizaciones inician sesión con un código de su teléfono además de su contraseña. Configúralo aquí y vuelves directo a donde estabas.",
};
