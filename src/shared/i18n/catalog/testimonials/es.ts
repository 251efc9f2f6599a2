// Las palabras en español de la página donde un papá comparte unas palabras sobre un plan terminado (las mismas claves que en.ts), de tú.
import type { en } from "./en.ts";

export const es: Record<keyof typeof en, string> = {
  "msg.testimonials.wordsRequired": "Escribe al menos 20 caracteres",
  "msg.testimonials.wordsTooLong": "Que no pase de 400 caracteres",
  "msg.testimonials.cityRequired": "Escribe tu ciudad",
  "msg.testimonials.cityTooLong": "La ciudad puede tener como máximo 60 caracteres",
  "msg.testimonials.consentRequired": "Marca la casilla para aceptar que tus palabras, tu nombre y tu ciudad aparezcan en la página pública",
  "msg.testimonials.planRequired": "Elige el plan que terminaste",
  "msg.testimonials.notFinished": "Comparte tus palabras cuando tu familia haya terminado este plan.",
  "msg.testimonials.alreadyShared": "Ya compartiste tus palabras sobre este plan.",
  "msg.testimonials.submitted": "Gracias. Tus palabras aparecerán cuando un administrador las haya leído.",
  "msg.testimonials.loadDataFailed": "No pudimos cargar los datos",
  "testimonials.consent":
    "Acepto que estas palabras, mi nombre y mi ciudad aparezcan en la página pública de StrongBond. Son mis propias palabras, no las de mi hijo.",
  "testimonials.title": "Comparte unas palabras",
  "testimonials.description": "Lo que un plan hizo por ti y por tu hijo, para la página pública de StrongBond. Un administrador lee cada palabra antes.",
  "testimonials.loading": "Cargando...",
  "testimonials.failed": "No pudimos compartir tus palabras. Inténtalo de nuevo.",
  "testimonials.doneText": "Puedes leerlas, o retirarlas cuando quieras, en tu cuenta.",
  "testimonials.account": "Tu cuenta",
  "testimonials.dashboard": "Volver a mi panel",
  "testimonials.emptyTitle": "Todavía no hay nada que compartir",
  "testimonials.emptyText":
    "Cuando tu familia termine un plan (todo lo de su última semana hecho), aquí puedes compartir unas palabras sobre él. Las palabras que ya compartiste están en tu cuenta.",
  "testimonials.plan": "El plan que terminaste",
  "testimonials.words": "Tus palabras",
  "testimonials.wordsHint": "De {min} a {max} caracteres (llevas {count}). Tus propias palabras, no las de tu hijo: por favor no lo nombres.",
  "testimonials.city": "Tu ciudad",
  "testimonials.yourCity": "tu ciudad",
  "testimonials.shownAs": "Aparecerá así: <0>{byline}</0>, con tu nombre y tu ciudad, nunca tu apellido.",
  "testimonials.submit": "Compartir mis palabras",
};
