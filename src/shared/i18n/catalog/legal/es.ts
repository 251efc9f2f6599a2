// La Política de privacidad, los Términos del servicio y la Política de cookies en español (las mismas claves que
// en.ts): una traducción fiel, escrita para un papá y su hijo, de tú.
import type { en } from "./en.ts";

export const es: Record<keyof typeof en, string> = {
  "legal.lastUpdated": "Última actualización: {date}",
  "legal.policies": "Políticas",
  "legal.privacy.summary":
    "StrongBond guarda solo lo que necesita para acompañar el camino de tu familia. No vendemos nada sobre ti ni sobre tu hijo, no mostramos publicidad y nada de lo que escribe un hijo es público. Un papá puede descargar o borrar los datos de su hijo cuando quiera.",
  "legal.privacy.who": "Para quién es",
  "legal.privacy.who.text":
    "StrongBond es para padres y sus hijos. Un papá crea su propia cuenta y, si quiere, la de su hijo en el mismo paso. Muchos hijos son menores, por eso la cuenta de un hijo solo la crea su papá, que acepta esta política en su nombre al registrarlo.",
  "legal.privacy.dad": "Lo que guardamos de un papá",
  "legal.privacy.dad.1": "Su nombre, su correo y su contraseña (guardada solo como un hash de un solo sentido que nadie puede volver a leer).",
  "legal.privacy.dad.2": "Su función en la app y el plan que eligió.",
  "legal.privacy.dad.3": "El idioma en que lee StrongBond, si elige uno (inglés o español); su hijo elige el suyo.",
  "legal.privacy.dad.4": "Su avance semanal (qué devocionales y retos completó) y las entradas de su diario.",
  "legal.privacy.dad.5": "Los resultados físicos que registra (por ejemplo, 25 flexiones en la semana 1), con la versión que hizo y quién los registró.",
  "legal.privacy.dad.6":
    "Los grupos a los que pertenece y su función en cada uno, lo que publica en la conversación semanal de un grupo (y los reportes que envía), y si deja que los líderes de un grupo o de una organización vean el avance de su familia.",
  "legal.privacy.dad.7": "Los planes que compró: el plan, el precio y la fecha.",
  "legal.privacy.dad.8": "Sus conversaciones con el asistente, si lo usa.",
  "legal.privacy.dad.9": "El registro de que dio su consentimiento por su hijo, y cuándo.",
  "legal.privacy.dad.10":
    "Si comparte unas palabras sobre un plan que su familia terminó: las palabras, su nombre de pila (el de su cuenta), la ciudad que indique, el plan, cuándo aceptó que se publicaran y si un administrador las aprobó. Solo un papá puede compartir palabras; nunca su hijo.",
  "legal.privacy.dad.11":
    "Su recordatorio semanal, si pone uno (día, hora, zona horaria, correo o notificaciones), la dirección de notificaciones que su navegador nos da por cada dispositivo en el que las activa, qué recordatorios se enviaron y los ánimos que manda a sus hijos.",
  "legal.privacy.son": "Lo que guardamos de un hijo",
  "legal.privacy.son.1": "Su nombre, el correo con el que inicia sesión (el suyo, o uno que le inventamos al registrarlo) y el hash de su contraseña.",
  "legal.privacy.son.2":
    "Su avance semanal, las entradas de su diario, los resultados físicos que él o su papá registran para él, y los grupos a los que pertenece.",
  "legal.privacy.son.3": "Sus conversaciones con el asistente, solo si su papá le activó el asistente.",
  "legal.privacy.son.4":
    "Un recordatorio semanal solo si su papá le activa uno, con el registro del consentimiento de su papá y de cuándo lo dio; a un hijo menor de 13 años se le recuerda en la app y por notificación, nunca por correo. Los ánimos que le manda su papá.",
  "legal.privacy.son.never": "Nunca le pedimos a un hijo su edad, su dirección, su escuela, una foto ni un número de teléfono.",
  "legal.privacy.safety": "Lo que guardamos para proteger las cuentas",
  "legal.privacy.safety.1":
    "Por cada dispositivo con la sesión iniciada: la sesión, la dirección de red (IP) desde la que inició sesión y el nombre del navegador (su user agent). Tu sesión se cierra después de 7 días sin uso y, en cualquier caso, a los 30 días; cambiar o restablecer tu contraseña cierra la sesión en todos los demás dispositivos.",
  "legal.privacy.safety.2":
    "Cuántos intentos recientes de inicio de sesión y de contraseña hubo por dirección de red, para que nadie pueda adivinar contraseñas.",
  "legal.privacy.safety.3":
    "El registro del servidor: los inicios de sesión y las solicitudes rechazadas, con el correo y la dirección de red que intervinieron. El registro nunca guarda contraseñas, claves de sesión ni lo que escribes en tu diario.",
  "legal.privacy.see": "Quién puede ver qué",
  "legal.privacy.see.you": "<0>Tú.</0> Las entradas de tu diario son privadas, a menos que compartas una con tu familia.",
  "legal.privacy.see.family":
    "<0>Tu familia.</0> Un papá y el hijo que registró ven las entradas del diario que el otro compartió con la familia, y los resultados físicos de ambos, lado a lado (nadie fuera de la familia los ve; no hay clasificaciones). En la página Familia, un papá puede activar o desactivar el asistente de su hijo, ponerle una contraseña nueva, cerrar su sesión en todas partes, descargar sus datos y borrar su cuenta. Cuando un papá escribe el correo propio de su hijo, estos derechos empiezan solo cuando quien lee ese buzón confirma el vínculo familiar, y “No soy yo” los termina.",
  "legal.privacy.see.group":
    "<0>Un grupo.</0> Los miembros de un grupo ven los nombres de los demás, si cada uno es papá o hijo, y quién dirige el grupo. Nadie fuera de un grupo puede verlo, ni a sus miembros ni su código. Nunca mostramos el correo de nadie a otros usuarios. La conversación semanal de un grupo es para sus papás, y para un hijo de 13 años o más solo si su papá lo permite; un hijo menor de 13 nunca la ve. Los líderes de un grupo ven cuántas familias empezaron y terminaron cada semana de su plan; el avance propio de una familia (las semanas que terminó el papá, los nombres de pila de sus hijos) solo si el papá lo activa, y nunca una entrada del diario.",
  "legal.privacy.see.organization":
    "<0>Una organización.</0> Las iglesias y los ministerios que publican planes no ven tu diario ni tus grupos; ven el avance de tu familia en sus grupos solo si tú lo activas (en tu página Familia), y nunca una entrada del diario.",
  "legal.privacy.see.everyone":
    "<0>Todo el mundo, en el caso de las palabras que comparte un papá.</0> Cuando un administrador las aprueba, la página de inicio puede mostrar sus palabras con su nombre de pila y su ciudad, nunca su nombre completo, su correo ni nada sobre su hijo. Hasta que se aprueban, solo él y los administradores las ven.",
  "legal.privacy.see.admins":
    "<0>Los administradores de StrongBond</0> ven los totales de ventas y la lista de compras de planes con el nombre de quien compró. La app no les da ninguna manera de leer diarios, avances ni conversaciones.",
  "legal.privacy.see.ai":
    "<0>El servicio de modelos de IA, solo cuando el asistente está activado.</0> Cuando le preguntas algo al asistente, tu pregunta, los últimos 20 mensajes de esa conversación y, en la página de una semana, el devocional y el reto de esa semana se envían al servicio de modelos de IA que eligieron quienes administran este servidor de StrongBond. Ese servicio recibe un código en lugar de tu nombre o tu correo. Las preguntas de un hijo solo se envían cuando su papá le activó el asistente.",
  "legal.privacy.see.email":
    "<0>Correo.</0> Tu correo se usa para enviarte mensajes para restablecer la contraseña y para confirmar tu dirección, a través del servicio de correo con el que está configurado este servidor. No enviamos boletines.",
  "legal.privacy.keep": "Cuánto tiempo lo guardamos",
  "legal.privacy.keep.1":
    "Tu cuenta y lo que escribiste se guardan hasta que se borra la cuenta. Al borrarla se eliminan de inmediato, incluidas las palabras que compartiste para la página pública.",
  "legal.privacy.keep.2":
    "Una foto que subes se borra con tu cuenta, o cuando la cambias o la quitas; una que subes y nunca usas se borra después de un día. Un navegador que la mostró puede guardar su copia hasta una hora.",
  "legal.privacy.keep.3": "Los enlaces para restablecer la contraseña funcionan durante una hora. Las sesiones terminan como se explica arriba.",
  "legal.privacy.keep.4": "Los registros de compras de planes se guardan aunque se borre la cuenta, porque son registros financieros.",
  "legal.privacy.keep.5": "Cuánto tiempo se guarda el registro del servidor lo deciden quienes administran este servidor de StrongBond.",
  "legal.privacy.data": "Cómo un papá descarga o borra datos",
  "legal.privacy.data.journal": "<0>Tu propio diario:</0> en la página Diario, descárgalo en JSON o en Markdown.",
  "legal.privacy.data.fitness":
    "<0>Tu registro de ejercicio:</0> en la página Ejercicio, descarga tus resultados como hoja de cálculo (CSV) o en JSON; el archivo de un papá también incluye los resultados de sus hijos. Los resultados físicos de un hijo también están en la descarga de sus datos, en la página Familia.",
  "legal.privacy.data.son":
    "<0>Los datos de tu hijo:</0> en la página Familia puedes descargar sus datos (un archivo JSON) o borrar su cuenta. Para un hijo menor de 13 años, la descarga incluye todo, también las entradas privadas de su diario y sus conversaciones con el asistente, y se le avisa de ello donde las escribe. Para un hijo de 13 años o más, sus entradas privadas y sus conversaciones siguen siendo suyas y quedan fuera (el archivo lo indica). Borrar elimina para siempre su acceso, su avance, sus resultados físicos, su diario, su foto, su pertenencia a grupos y sus conversaciones.",
  "legal.privacy.data.account": "<0>Tu propia cuenta:</0> pide a quienes administran este servidor de StrongBond que la borren.",
  "legal.privacy.data.entries": "Puedes borrar tú mismo cualquiera de tus entradas del diario y de tus conversaciones con el asistente cuando quieras.",
  "legal.privacy.data.words":
    "Las palabras que compartiste para la página pública: retíralas en tu página Cuenta cuando quieras. Se borran, junto con el registro de tu aceptación, y salen de la página de inicio de inmediato.",
  "legal.privacy.cookies": "Cookies",
  "legal.privacy.cookies.text":
    "Usamos una cookie, la cookie de sesión que mantiene tu sesión iniciada, y una segunda solo si eliges un idioma con el selector, para recordarlo. Consulta la <0>Política de cookies</0>.",
  "legal.privacy.changes": "Cambios y preguntas",
  "legal.privacy.changes.text":
    "Si esta política cambia, la fecha de arriba cambia con ella. Las preguntas sobre tus datos van dirigidas a quienes administran este servidor de StrongBond. Consulta también nuestros <0>Términos del servicio</0>.",
  "legal.terms.summary":
    "Usa StrongBond para crecer con tu hijo en la fe y en lo físico, mantén seguras las cuentas de tu familia y trata a las demás familias con respeto. Tú sigues siendo responsable de la cuenta de tu hijo.",
  "legal.terms.account": "Tu cuenta",
  "legal.terms.account.1": "Da tu nombre real y un correo que puedas leer. No compartas tu contraseña.",
  "legal.terms.account.2":
    "Si registras a tu hijo, confirmas que eres su padre o tutor legal, que aceptas estos términos y la <0>Política de privacidad</0> en su nombre, y que cuidarás su cuenta: tú eliges su contraseña, decides si puede usar el asistente y puedes descargar o borrar sus datos.",
  "legal.terms.account.3": "Avísanos, a través de quienes administran este servidor de StrongBond, si crees que otra persona está usando tu cuenta.",
  "legal.terms.groups": "Los grupos y lo que compartes",
  "legal.terms.groups.1": "Invita a un grupo solo a personas que conoces. Comparte el código de un grupo solo con las familias que quieres en él.",
  "legal.terms.groups.2": "Sé amable. Nada de acoso, nada de hacerse pasar por otra persona, nada que no sea apropiado para niños.",
  "legal.terms.groups.3":
    "Los líderes de un grupo pueden quitar miembros. Quienes administran StrongBond pueden quitar contenido o cerrar cuentas que rompan estas reglas, sobre todo para proteger a un niño.",
  "legal.terms.plans": "Planes y compras",
  "legal.terms.plans.1": "Los planes los escribe StrongBond o las iglesias y los ministerios que los publican, que son responsables de lo que dicen.",
  "legal.terms.plans.2": "El precio de un plan se muestra antes de que lo compres.",
  "legal.terms.assistant": "El asistente",
  "legal.terms.assistant.text":
    "El asistente es un programa de computadora. Sus respuestas pueden estar equivocadas: no es un pastor, ni un médico, ni un consejero, y no los reemplaza. Revisa la Escritura por ti mismo y ten cuidado con el ejercicio: detente si algo te duele.",
  "legal.terms.fitness": "Retos físicos",
  "legal.terms.fitness.text":
    "Los retos son para personas sanas comunes. Adáptalos a la edad de tu hijo y a tu propia salud, y consulta a un médico si tienes dudas. Participas bajo tu propio riesgo.",
  "legal.terms.ending": "Baja y cambios",
  "legal.terms.ending.1": "Puedes dejar de usar StrongBond cuando quieras; un papá puede borrar él mismo la cuenta de su hijo.",
  "legal.terms.ending.2":
    "Si estos términos cambian, la fecha de arriba cambia con ellos; seguir usando StrongBond después significa que aceptas los nuevos términos.",
  "legal.cookies.summary":
    "StrongBond usa una cookie para mantener tu sesión iniciada, la cookie de sesión, y una segunda solo si eliges un idioma con el selector de arriba de la página, para recordarlo. Nada de cookies de publicidad, de analítica ni de seguimiento, y ninguna cookie de otras empresas.",
  "legal.cookies.session": "La cookie de sesión",
  "legal.cookies.session.what":
    "<0>Para qué sirve:</0> le dice a nuestro servidor que tienes la sesión iniciada, para que no tengas que escribir tu contraseña en cada página.",
  "legal.cookies.session.when": "<0>Cuándo se crea:</0> cuando inicias sesión. Antes de eso, StrongBond no crea ninguna cookie de sesión.",
  "legal.cookies.session.howLong":
    "<0>Cuánto dura:</0> 7 días desde la última vez que usaste StrongBond, y nunca más de 30 días; cerrar sesión, cambiar tu contraseña o restablecerla la termina de inmediato.",
  "legal.cookies.session.protected":
    "<0>Cómo está protegida:</0> los scripts de la página no pueden leerla, solo se envía a StrongBond mismo y, en una conexión segura (https), siempre se envía cifrada.",
  "legal.cookies.language": "La cookie de idioma",
  "legal.cookies.language.what": "<0>Para qué sirve:</0> recuerda si lees StrongBond en inglés o en español (guarda “en” o “es”, nada más).",
  "legal.cookies.language.when": "<0>Cuándo se crea:</0> solo cuando usas el selector de idioma. Hasta entonces decide el idioma de tu navegador.",
  "legal.cookies.language.howLong": "<0>Cuánto dura:</0> un año, o hasta que la borres; con la sesión iniciada, tu elección también se guarda en tu perfil.",
  "legal.cookies.choice": "Tu elección",
  "legal.cookies.choice.text":
    "Como esta cookie hace falta para iniciar sesión, no hay ningún aviso pidiendo tu consentimiento. Si la bloqueas en tu navegador, igual puedes leer la página de inicio, pero no puedes iniciar sesión.",
  "legal.cookies.more": "Más",
  "legal.cookies.more.text": "Lo que guardamos sobre ti y sobre tu hijo está en la <0>Política de privacidad</0>.",
};
