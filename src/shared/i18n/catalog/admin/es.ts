// Las palabras en español de las pantallas de los administradores de la plataforma (las mismas claves que en.ts), de tú.
import type { en } from "./en.ts";

export const es: Record<keyof typeof en, string> = {
  "msg.admin.approved": "Aprobado y publicado",
  "msg.admin.returned": "Devuelto a la organización con tu nota",
  "msg.admin.loadDataFailed": "No pudimos cargar los datos",
  "msg.admin.saveContentFailed": "No pudimos guardar los cambios. Inténtalo de nuevo.",
  "admin.reviews.title": "Planes por revisar",
  "admin.reviews.description": "Los planes nuevos y los cambios a planes publicados esperan aquí antes de que las familias los vean.",
  "admin.reviews.empty": "No hay nada esperando revisión.",
  "admin.reviews.platform": "Plataforma",
  "admin.reviews.firstPublication": "Primera publicación",
  "admin.reviews.changes": "Cambios a un plan publicado",
  "admin.reviews.read": "Leer {title}",
  "admin.reviews.noteFor": "Nota para {author} (para devolverlo)",
  "admin.reviews.noteForAuthor": "Nota para el autor (para devolverlo)",
  "admin.reviews.approve": "Aprobar {title}",
  "admin.reviews.return": "Devolver con la nota",
  "admin.testimonials.title": "Testimonios",
  "admin.testimonials.description":
    "Las palabras de los papás para la sección Relaciones transformadas de la página de inicio: se muestran los tres últimos aprobados, y la sección no aparece hasta que haya tres.",
  "admin.testimonials.back": "Volver al panel de administración",
  "admin.testimonials.pending": "Esperando revisión",
  "admin.testimonials.pendingEmpty": "No hay palabras esperando revisión.",
  "admin.testimonials.approve": "Aprobar las palabras de {name}",
  "admin.testimonials.reject": "Rechazar",
  "admin.testimonials.approved": "Aprobados",
  "admin.testimonials.approvedEmpty": "Todavía no hay nada aprobado.",
  "admin.testimonials.unpublish": "Retirar las palabras de {name}",
  "admin.testimonials.about": "Sobre {plan} · compartido el {shared} · consentimiento dado el {consented}",
};
