// Las palabras en español de los mensajes del servidor que llevan un valor (un nombre, un número, una semana), con las
// mismas claves que en.ts, escritas de tú para un papá y su hijo.
import type { en } from "./en.ts";

export const es: Record<keyof typeof en, string> = {
  "serverPatterns.churchGroups.created": "{name} ya está listo. Comparte su enlace de invitación para que se unan las familias.",
  "serverPatterns.family.heldSon":
    "{name} se añadió antes de que se comprobara este correo, así que puede que otra persona lo haya añadido. No puede entrar hasta que decidas mantenerlo en tu familia; si no lo conoces, borra su cuenta.",
  "serverPatterns.groups.countsHiddenSummary": "Semana {week}: menos de 3 familias para contar",
  "serverPatterns.account.accessResetByDad":
    "Tu papá restableció tu acceso el {date}, porque no podías iniciar sesión. Elige una contraseña que solo sepas tú. Tus entradas privadas del diario y tus chats con el asistente de antes siguen cerrados: nadie puede leerlos, ni siquiera desde esta cuenta. Si todavía tienes el correo que usabas entonces, “¿Olvidaste tu contraseña?” con ese correo los vuelve a abrir.",
  "serverPatterns.invitations.emailInvalid": "«{address}» no es un correo válido",
  "serverPatterns.invitations.sent": "{count, plural, one {# invitación enviada} other {# invitaciones enviadas}}",
  "serverPatterns.invitations.sentTo": "Esta invitación se envió a {masked}.",
  "serverPatterns.invitations.forAnotherAddress": "Esta invitación se envió a {masked}. Inicia sesión con ese correo para aceptarla.",
  "serverPatterns.invitations.joined": "Tu familia se unió a {name}",
  "serverPatterns.invitations.joinedWithGroup": "Tu familia se unió a {name} y a su grupo {group}",
  "serverPatterns.invitations.groupLinkCreated": "Ya está listo un enlace de invitación para {group}. Trae a una familia a tu iglesia y a este grupo.",
  "serverPatterns.invitations.groupLinkReplaced": "Ya está listo un nuevo enlace de invitación para {group}. El enlace anterior del grupo ya no funciona.",
  "serverPatterns.invitations.alreadyMember": "Tu familia ya pertenece a {name}",
  "serverPatterns.invitations.left": "Tu familia salió de {name}",
  "serverPatterns.reminders.encourageSent": "Se lo enviamos a {son}.",
  "serverPatterns.sponsorships.belowUsed":
    "{used, plural, one {# familia ya tiene un lugar} other {# familias ya tienen lugares}} en este plan: la cantidad de lugares no puede ser menor que {used}.",
  "serverPatterns.sponsorships.noMoreSeats":
    "Tu organización ya tiene {bought, plural, one {# lugar} other {# lugares}} de este plan: elige más para comprar más.",
  "serverPatterns.sponsorships.everyMemberCovered":
    "Todas las familias de tu organización ya están cubiertas: tu organización ya tiene {bought, plural, one {# lugar} other {# lugares}} de este plan.",
  "serverPatterns.studio.needsDevotional": "A la semana {week} le falta un devocional",
  "serverPatterns.studio.needsChallenge": "A la semana {week} le falta un reto",
  "serverPatterns.studio.itemDrafted":
    "{plans, plural, one {Se guardó como borrador del plan publicado que lo usa: las familias siguen leyendo el texto publicado hasta que vuelvas a publicar el plan.} other {Se guardó como borrador de los # planes publicados que lo usan: las familias siguen leyendo el texto publicado hasta que vuelvas a publicar cada plan.}}",
  "serverPatterns.uploads.tooLarge": "Esta imagen es demasiado grande. Sube una imagen de {size} como máximo.",
  "serverPatterns.fitness.valueNotWhole":
    "Escribe un número entero de {unit, select, repetitions {repeticiones} seconds {segundos} minutes {minutos} distance {metros} rounds {rondas} centimetres {cm} other {{unit}}}",
  "serverPatterns.fitness.targetNotWhole":
    "Escribe un número entero de {unit, select, repetitions {repeticiones} seconds {segundos} minutes {minutos} distance {metros} rounds {rondas} centimetres {cm} other {{unit}}}, o déjalo vacío",
  "serverPatterns.fitness.familyMeasuresFull": "Tu familia ya sigue {max} medidas: deja de seguir una primero",
  "serverPatterns.fitness.challengeMeasuresTooMany": "Un reto cuenta como máximo {max} medidas",
};
