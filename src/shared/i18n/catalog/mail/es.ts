// Palabras en español de los correos y las notificaciones que manda el servidor. Después de un cambio: `npm run i18n:compile`.
import type { en } from "./en.ts";

export const es: Record<keyof typeof en, string> = {
  "mail.passwordReset.subject": "Cambia tu contraseña de StrongBond",
  "mail.passwordReset.text":
    "Hola, {name}:\n\nAlguien pidió cambiar la contraseña de tu cuenta de StrongBond. " +
    "Si fuiste tú, abre este enlace dentro de una hora para elegir una contraseña nueva:\n\n{url}\n\n" +
    "Si no fuiste tú, ignora este correo: tu contraseña sigue igual.\n\n— StrongBond",
  "mail.verification.subject": "Confirma tu correo de StrongBond",
  "mail.verification.text": "Hola, {name}:\n\n¡Te damos la bienvenida a StrongBond! Confirma tu correo abriendo este enlace:\n\n{url}\n\n— StrongBond",
  "mail.signInCode.subject": "Tu código para entrar a StrongBond",
  "mail.signInCode.text":
    "Tu código para entrar a StrongBond es {code}\n\nSirve una sola vez, durante 5 minutos. " +
    "Si no lo pediste, ignora este correo: nadie puede entrar sin él.\n\n— StrongBond",

  "mail.emailChangeConfirm.subject": "Confirma tu nuevo correo de StrongBond",
  "mail.emailChangeConfirm.text":
    "Hola, {name}:\n\nPediste usar esta dirección para tu cuenta de StrongBond. " +
    "Abre este enlace dentro de una hora para confirmarla (sirve una sola vez):\n\n{url}\n\n" +
    "Después, termina el cambio en la página de tu cuenta con tu sesión iniciada.\n\n" +
    "Si no fuiste tú, ignora este correo: no cambia nada.\n\n— StrongBond",
  "mail.emailChangeNotice.subject": "Se está cambiando el correo de tu cuenta de StrongBond",
  "mail.emailChangeNotice.text":
    "Hola, {name}:\n\nAlguien con sesión iniciada en tu cuenta de StrongBond pidió cambiar su correo a {newEmail}. " +
    "Solo cambia cuando esa dirección lo confirme y el cambio se termine con una sesión iniciada.\n\n" +
    "Si no fuiste tú, abre este enlace: cancela el cambio y cierra la sesión en todos los dispositivos de tu cuenta.\n\n{url}\n\n" +
    "Después, elige una contraseña nueva en {forgotPasswordUrl}.\n\n— StrongBond",
  "mail.emailChanged.subject": "El correo de tu cuenta de StrongBond cambió",
  "mail.emailChanged.text":
    "Hola, {name}:\n\nAhora tu cuenta de StrongBond inicia sesión con {newEmail}; esta dirección ya no se usa para ella.\n\n" +
    "Si no fuiste tú, escribe al soporte de StrongBond cuanto antes.\n\n— StrongBond",
  "mail.sonDeleted.subject": "{sonName} eliminó su cuenta de StrongBond",
  "mail.sonDeleted.text":
    "Hola, {dadName}:\n\n{sonName} eliminó hoy su cuenta de StrongBond. Su progreso, su diario y sus " +
    "conversaciones con el asistente se borraron con ella, y ya no aparece en tu página de familia.\n\n" +
    "Si te sorprende, habla con él: puedes volver a agregarlo desde tu página de familia.\n\n— StrongBond",

  "mail.familyLink.subject": "{dadName} te agregó a su familia en StrongBond",
  "mail.familyLink.text":
    "Hola, {sonName}:\n\n{dadName} creó una cuenta de StrongBond para ti con esta dirección, como su hijo. " +
    "Hasta que lo confirmes, él no tiene acceso a nada de esa cuenta.\n\n" +
    "Abre este enlace para confirmar que es tu papá, o para decir «no soy yo», lo que le quita el acceso al instante:\n\n{url}\n\n" +
    "— StrongBond",

  "mail.staffInvitation.subject": "Te invitaron a {organization} en StrongBond",
  "mail.staffInvitation.text":
    "{inviter} te invitó a unirte a {organization} en StrongBond como {role, select, owner {propietario} other {editor}}.\n\n" +
    "Inicia sesión (o crea una cuenta) con este correo y abre este enlace dentro de {days} días:\n{url}\n\n" +
    "Si no esperabas esta invitación, puedes ignorar este correo.",
  "mail.familyInvitation.subject": "Únete a {organization} en StrongBond",
  "mail.familyInvitation.followUpSubject": "Recordatorio: únete a {organization} en StrongBond",
  "mail.familyInvitation.opening": "{inviter} invitó a tu familia a unirse a {organization} en StrongBond.",
  "mail.familyInvitation.aLeader": "Un líder",
  "mail.familyInvitation.followUpOpening": "Un recordatorio: {organization} invitó a tu familia a unirse en StrongBond.",
  "mail.familyInvitation.about":
    "StrongBond les da a papás e hijos un devocional cada semana, un reto para hacer juntos y un diario.\n" +
    "El papá acepta por su familia; la organización ve tu nombre, cuántos hijos tienes y cuándo te uniste,\n" +
    "nunca tu diario ni los datos de tus hijos. Puedes salir cuando quieras desde tu página de familia.",
  "mail.familyInvitation.link": "Abre este enlace (válido hasta el {until}):",
  "mail.familyInvitation.closing": "Si no quieres unirte, ignora este correo; enviamos como máximo un recordatorio.",
  "mail.familyInvitation.followUpClosing": "Este es el único recordatorio que enviamos.",

  "mail.review.approvedSubject": "«{planTitle}» fue aprobado y publicado",
  "mail.review.approvedText":
    "Hola:\n\nEl equipo de StrongBond leyó «{planTitle}» y lo aprobó: ya está publicado y las familias pueden empezarlo.\n\n" +
    "Abre el plan:\n{url}\n\n— StrongBond",
  "mail.review.returnedSubject": "«{planTitle}» fue devuelto con una nota",
  "mail.review.returnedText":
    "Hola:\n\nEl equipo de StrongBond leyó «{planTitle}» y se lo devolvió a tu organización con esta nota:\n\n" +
    "{note}\n\nCambia lo que pide la nota y vuelve a publicarlo para enviarlo otra vez a revisión:\n{url}\n\n— StrongBond",

  "mail.testEmail.subject": "Correo de prueba de StrongBond",
  "mail.testEmail.text":
    "Hola, {name}:\n\nEste es un correo de prueba del estudio de administración de StrongBond. Si puedes leerlo, el correo saliente funciona.\n\nEnviado el {sentAt}.",

  "mail.reminder.subject": "La semana de tu familia está lista",
  "mail.reminder.line": "Hola, {name}: el devocional de esta semana está listo: «{title}». Unos minutos juntos es todo lo que hace falta.",
  "mail.reminder.weekFallback": "Semana {week}",
  "mail.reminder.stoppedSubject": "Vamos a pausar tus recordatorios",
  "mail.reminder.stoppedLine": "Dejaremos de enviarte recordatorios; puedes volver a activarlos cuando quieras.",
  "mail.reminder.recapSubject": "La semana de tu familia está lista, con tu resumen",
  "mail.reminder.open": "Abre esta semana: {url}",
  "mail.reminder.turnBackOn": "Vuelve a activar los recordatorios: {url}",
  "mail.reminder.stop": "Dejar de recibir estos recordatorios: {url}",
  "mail.recap.heading": "La semana {week} de tu familia:",
  "mail.recap.finished": "- {name}: terminó la semana",
  "mail.recap.itemsDone": "- {name}: {done} de 3 hechas",
  "mail.recap.shared": "  compartió «{title}»",
  "mail.recap.streak": "Racha familiar: {weeks, plural, one {# semana} other {# semanas}} juntos.",
  "mail.recap.nextWeek": "La próxima semana: «{title}».",
  "mail.recap.encourage": "Anima a tus hijos con un toque: {url}",
  "mail.encourage.title": "Unas palabras de tu papá",
  "mail.encourage.words": "{dad} está orgulloso de ti. ¡Sigue así esta semana!",
  "mail.encourage.yourDad": "Tu papá",
  "mail.encourage.yourDadNamed": "Tu papá {name}",
};
