// Launch library, in Spanish: five weeks in Luke 15 with the father who ran to meet his son, written for
// Spanish-speaking fathers and sons. Scripture is quoted from the Reina-Valera 1909 (public domain) word for word,
// as the bundled text spells it ("á su padre"), and checked against it (plan-library-content.test.ts).
// Editorial rules otherwise as seed-plan.ts.
import { challengeDescription, paragraphs, type SeedPlan } from "./seed-plan.ts";

export const PRODIGAL_SON_PLAN_ES: SeedPlan = {
  plan: {
    title: "Corrió a su encuentro: un padre, dos hijos y el amor de Dios",
    description:
      "Jesús contó la historia de un padre con dos hijos: uno se fue lejos y el otro se quedó en casa, pero los dos necesitaban volver a su corazón. " +
      "Durante cinco semanas, padres e hijos recorren juntos Lucas 15: la libertad mal usada, el momento de recapacitar, el abrazo del padre que corre, el hermano que no quiere entrar a la fiesta y la casa donde siempre hay lugar. " +
      "Cada semana trae un devocional para compartir, un reto para hacer juntos y un Rincón de Papá para los padres.",
    durationWeeks: 5,
    category: "faith",
    tags: ["padres-e-hijos", "perdón", "lucas-15", "gracia", "familia"],
    isPublic: true,
    coverImageUrl: "/covers/corrio-a-su-encuentro-v1.svg",
    language: "es",
  },

  devotionals: [
    {
      weekNumber: 1,
      title: "Dame lo que me toca",
      scriptureReference: "Lucas 15:11-16",
      content: paragraphs(
        `Jesús empezó su historia con pocas palabras: un hombre tenía dos hijos. Un día el menor se plantó delante de su padre y le dijo: "Padre, dame la parte de la hacienda que me pertenece" (15:12). En aquella época la herencia se recibía cuando el padre moría. Pedirla antes era como decirle: "Ya no quiero esperar a que te mueras; quiero lo tuyo, pero sin ti". Y lo más sorprendente es que el padre no discutió. Le dio lo que pedía.`,
        `El muchacho juntó todo y se fue a una tierra lejana. Por fin era libre: nadie que le pusiera horarios, nadie que le preguntara a dónde iba. Pero la Biblia resume esa libertad en una sola frase: "allí desperdició su hacienda viviendo perdidamente" (15:13). El dinero se acabó, llegó el hambre y los amigos de la fiesta desaparecieron. Terminó cuidando cerdos, con ganas de comer lo que comían los animales, "mas nadie se las daba" (15:16).`,
        `Esta historia no es solo de un joven de hace dos mil años. Todos hemos querido alguna vez lo bueno de Dios sin Dios: la diversión sin los límites, los regalos sin el que los da. Y todos conocemos ese camino que al principio parece emocionante y al final deja el corazón vacío. Por eso dice Proverbios: "Hay camino que al hombre parece derecho; empero su fin son caminos de muerte" (Proverbios 14:12).`,
        `Fíjense también en el padre. Pudo haber encerrado a su hijo en casa, pero el amor verdadero no obliga a nadie a quedarse. Dios nos da libertad porque quiere hijos que lo amen, no prisioneros que le obedezcan a la fuerza. La pregunta es qué hacemos con esa libertad.`,
        `Hijo, esta semana piensa en qué cosas quieres "ya" y sin esperar. Papá, cuéntale a tu hijo de alguna vez en que tomaste un camino que parecía bueno y no lo era. Hablen con honestidad: nadie en esta familia tiene que fingir que nunca se ha equivocado.`,
      ),
      memoryVerse: '"Hay camino que al hombre parece derecho; empero su fin son caminos de muerte." — Proverbios 14:12',
      discussionQuestions: [
        "¿Por qué crees que el hijo menor quería irse tan lejos de su padre?",
        "¿Qué cosas parecen divertidas al principio pero terminan haciendo daño?",
        "Papá, ¿alguna vez tomaste una decisión de joven que te salió cara? ¿Qué aprendiste?",
        "¿Para qué crees que Dios nos da libertad en vez de obligarnos a obedecer?",
      ],
    },
    {
      weekNumber: 2,
      title: "Volviendo en sí",
      scriptureReference: "Lucas 15:17-19",
      content: paragraphs(
        `Ahí estaba el muchacho, sucio, con hambre, entre los cerdos. Y entonces la Biblia dice algo precioso: "Y volviendo en sí" (15:17). Es como si hubiera estado dormido o fuera de sí mismo durante mucho tiempo, y de repente despertara. Se acordó de la casa de su padre, donde hasta los trabajadores tenían pan de sobra, y se dio cuenta de lo lejos que había llegado.`,
        `Volver en sí no es solo sentirse mal. Todos nos sentimos mal cuando las cosas salen al revés. Recapacitar es algo más profundo: es ver la verdad sobre uno mismo y decidir hacer algo. El muchacho no se quedó lamentándose. Hizo un plan: "Me levantaré, é iré á mi padre" (15:18). Y pensó bien lo que iba a decir: "Padre, he pecado contra el cielo, y contra ti" (15:18).`,
        `Fíjense en que no buscó excusas. No culpó a los amigos que lo abandonaron, ni a la crisis, ni al dueño de los cerdos. Dijo: "he pecado". Esa es una de las frases más difíciles de pronunciar, para un niño y para un adulto. Pero también es la puerta de salida. La Biblia promete: "Si confesamos nuestros pecados, él es fiel y justo para que nos perdone nuestros pecados, y nos limpie de toda maldad" (1 Juan 1:9).`,
        `El joven pensaba que ya había perdido su lugar de hijo: "Ya no soy digno de ser llamado tu hijo" (15:19). Pensaba volver como empleado. Todavía no conocía bien el corazón de su padre, pero dio el paso más importante: se levantó y empezó a caminar hacia casa.`,
        `Esta semana, padre e hijo, practiquen las palabras más valientes de una familia: "me equivoqué, perdóname". No hace falta esperar a estar entre los cerdos para volver en sí. Cuanto antes se dicen, menos camino hay que desandar.`,
      ),
      memoryVerse: '"Si confesamos nuestros pecados, él es fiel y justo para que nos perdone nuestros pecados, y nos limpie de toda maldad." — 1 Juan 1:9',
      discussionQuestions: [
        "¿Qué significa para ti volver en sí? ¿Te ha pasado alguna vez?",
        "¿Por qué nos cuesta tanto decir que nos equivocamos sin echarle la culpa a otro?",
        "El hijo preparó lo que iba a decirle a su padre. ¿Hay algo que tú necesites decirle a alguien esta semana?",
        "Papá, ¿qué sientes tú cuando tu hijo te pide perdón de verdad?",
      ],
    },
    {
      weekNumber: 3,
      title: "Un padre que corre",
      scriptureReference: "Lucas 15:20-24",
      content: paragraphs(
        `El muchacho venía por el camino repasando su discurso. Pero alguien lo vio antes de que él llegara: "Y como aun estuviese lejos, viólo su padre, y fué movido á misericordia, y corrió, y echóse sobre su cuello, y besóle" (15:20). Para que el padre lo viera de lejos, tenía que haber estado mirando el camino. Quién sabe cuántas tardes se asomó esperando verlo volver.`,
        `En aquel tiempo un hombre mayor y respetado no corría en público. Tenía que levantarse la túnica y dejar ver las piernas, y eso era una vergüenza. Al padre no le importó. Corrió, lo abrazó y lo besó antes de que el hijo pudiera terminar de disculparse. El muchacho alcanzó a decir que no era digno de ser su hijo, pero el padre ni siquiera lo dejó llegar a la parte de "hazme uno de tus empleados".`,
        `En vez de un sermón, hubo fiesta. El padre dijo a sus siervos: "Sacad el principal vestido, y vestidle" (15:22). El mejor vestido, un anillo en la mano y zapatos en los pies: todo decía lo mismo, que este no era un empleado sino su hijo. Y explicó por qué celebraban: "Porque este mi hijo muerto era, y ha revivido; habíase perdido, y es hallado" (15:24).`,
        `Jesús contó esta historia para mostrarnos cómo es Dios. No es un Dios que espera de brazos cruzados a que le pidamos perdón para luego castigarnos. Es un Padre que sale corriendo a nuestro encuentro. "Como el padre se compadece de los hijos, se compadece Jehová de los que le temen" (Salmos 103:13).`,
        `Hijo, nunca hay nada que hayas hecho tan grave que tu Padre del cielo no quiera abrazarte de vuelta. Papá, tus brazos son el primer retrato de Dios que tu hijo conoce. Esta semana, que tu hijo sepa sin ninguna duda que en tu casa siempre hay abrazo para él.`,
      ),
      memoryVerse: '"Como el padre se compadece de los hijos, se compadece Jehová de los que le temen." — Salmos 103:13',
      discussionQuestions: [
        "¿Qué te sorprende más de la manera en que el padre recibió a su hijo?",
        "¿Por qué crees que el padre no dejó que su hijo terminara su discurso?",
        "¿Qué nos enseña esta historia sobre cómo nos ve Dios cuando volvemos a él?",
        "Papá e hijo: ¿cómo podemos recibirnos el uno al otro después de una pelea?",
      ],
    },
    {
      weekNumber: 4,
      title: "El hermano que no quería entrar",
      scriptureReference: "Lucas 15:25-30",
      content: paragraphs(
        `Mientras en la casa había música y baile, el hijo mayor volvía del campo. Había trabajado todo el día, como siempre. Cuando le contaron que su hermano había vuelto y que su padre había hecho fiesta, la Biblia dice: "Entonces se enojó, y no quería entrar" (15:28). Se quedó afuera, con los brazos cruzados, escuchando la música desde la puerta.`,
        `Su queja nos suena conocida: "He aquí tantos años te sirvo" (15:29), y nunca me diste ni un cabrito para celebrar con mis amigos. En el fondo, el hermano mayor también estaba lejos de su padre, aunque nunca hubiera salido de casa. Obedecía, sí, pero como un empleado que cuenta las horas, no como un hijo que disfruta de estar con su papá. Ni siquiera lo llamaba hermano: le dijo a su padre "este tu hijo".`,
        `Y otra vez el padre hizo algo inesperado. "Salió por tanto su padre, y le rogaba que entrase" (15:28). El mismo padre que corrió hacia el hijo perdido salió a buscar al hijo enojado. No lo regañó delante de todos ni lo dejó afuera por orgulloso. Salió a rogarle. Dios busca al que se fue lejos y también al que se quedó cerca pero con el corazón duro.`,
        `Es fácil ser el hermano mayor: hacer lo correcto y sentirse mejor que los demás, llevar la cuenta de lo que otros hicieron mal, enojarse cuando alguien recibe una gracia que "no se merece". Pero la Biblia nos pide otra cosa: "perdonándoos los unos á los otros, como también Dios os perdonó en Cristo" (Efesios 4:32).`,
        `Hijo, tal vez tienes un hermano, un primo o un compañero que te cae mal porque siempre se sale con la suya. Papá, tal vez tú también llevas una lista de agravios. Esta semana, en vez de quedarse afuera con los brazos cruzados, entren a la fiesta.`,
      ),
      memoryVerse:
        '"Antes sed los unos con los otros benignos, misericordiosos, perdonándoos los unos á los otros, como también Dios os perdonó en Cristo." — Efesios 4:32',
      discussionQuestions: [
        "¿Por qué crees que el hermano mayor se enojó tanto?",
        "¿En qué se parecían los dos hermanos, aunque uno se fue y el otro se quedó?",
        "¿Alguna vez te has sentido como el hermano mayor? ¿Qué pasó?",
        "¿A quién nos cuesta perdonar como familia, y qué paso podríamos dar esta semana?",
      ],
    },
    {
      weekNumber: 5,
      title: "Siempre estás conmigo",
      scriptureReference: "Lucas 15:31-32",
      content: paragraphs(
        `La historia termina con el padre afuera, en la oscuridad, hablando con su hijo mayor. Y sus palabras son de las más tiernas de toda la Biblia: "Hijo, tú siempre estás conmigo, y todas mis cosas son tuyas" (15:31). No lo llamó empleado ni desagradecido. Lo llamó hijo. Le recordó que nunca le había faltado nada, porque lo más valioso que tenía era estar con su padre.`,
        `Luego le explicó por qué la fiesta no podía esperar: "Mas era menester hacer fiesta y holgarnos, porque este tu hermano muerto era, y ha revivido" (15:32). Fíjense en el cambio: el hijo mayor había dicho "este tu hijo", y el padre le contesta "este tu hermano". Un padre quiere que sus hijos se quieran entre ellos, que su casa sea un lugar donde todos caben.`,
        `Jesús no nos dice si el hermano mayor entró a la fiesta. La historia queda abierta, como una pregunta para cada uno de nosotros. ¿Vamos a entrar? ¿Vamos a dejar que el amor del Padre sea más fuerte que nuestro orgullo, nuestras culpas o nuestros enojos?`,
        `Muchos siglos antes, el profeta Malaquías anunció lo que Dios quería hacer en las familias: "El convertirá el corazón de los padres á los hijos, y el corazón de los hijos á los padres" (Malaquías 4:6). Eso es lo que hemos buscado estas cinco semanas: corazones que se vuelven el uno hacia el otro, y juntos hacia Dios.`,
        `Papá, dile hoy a tu hijo lo que el padre de la historia le dijo al suyo: que siempre está contigo y que lo tuyo es suyo. Hijo, dile a tu papá qué ha significado para ti este tiempo juntos. Y los dos, den gracias a Dios, el Padre que siempre sale a buscarnos.`,
      ),
      memoryVerse: '"El convertirá el corazón de los padres á los hijos, y el corazón de los hijos á los padres." — Malaquías 4:6',
      discussionQuestions: [
        "¿Qué crees que hizo el hermano mayor al final? ¿Entró o se quedó afuera?",
        "¿Qué significa para ti que Dios te diga «tú siempre estás conmigo»?",
        "De las cinco semanas, ¿qué parte de la historia te ha hablado más?",
        "¿Qué queremos seguir haciendo juntos como padre e hijo después de este plan?",
      ],
    },
  ],

  challenges: [
    {
      weekNumber: 1,
      title: "Carrera de relevos con mochila",
      description: challengeDescription(
        {
          intro:
            "El hijo menor se fue cargando todo lo que tenía. Esta semana van a sentir lo que pesa llevar cosas de más, y lo ligero que se corre cuando uno suelta lo que no necesita.",
          steps: [
            "1. Calentamiento (3 min): trote en el lugar, 10 sentadillas, 10 círculos de brazos hacia cada lado y 10 zancadas (5 por pierna).",
            "2. Carrera cargada (6 min): llenen una mochila con algunos libros o botellas de agua. Marquen dos puntos a unos 15 pasos. Uno corre ida y vuelta con la mochila mientras el otro cuenta los segundos; luego cambian. Hagan 3 vueltas cada uno.",
            "3. Carrera ligera (4 min): repitan las mismas vueltas sin mochila y comparen los tiempos. ¿Cuánto más rápido se corre sin peso?",
            "4. Enfriamiento (2 min): caminen despacio, estiren las piernas y platiquen qué cosas cargamos en la vida que nos hacen ir más lento.",
          ],
          easier: "pongan menos peso en la mochila, caminen rápido en lugar de correr y hagan 2 vueltas cada uno.",
          harder: "agreguen 10 sentadillas con la mochila al final de cada vuelta y alarguen la distancia a 25 pasos.",
          safety:
            "el peso de la mochila del hijo no debe pasar de una décima parte de lo que él pesa, con las dos correas bien puestas. Corran en una superficie plana y sin obstáculos.",
        },
        "es",
      ),
      fitnessFocus: "Resistencia",
      difficulty: 1,
      durationMinutes: 15,
      equipmentNeeded: ["una mochila", "libros o botellas de agua", "un cronómetro (sirve el teléfono)"],
    },
    {
      weekNumber: 2,
      title: "Levántate y camina",
      description: challengeDescription(
        {
          intro:
            '"Me levantaré, é iré á mi padre" (Lucas 15:18). Recapacitar empieza por levantarse. Hoy practicarán muchas maneras de ponerse de pie, y cada vez que se levanten dirán en voz alta algo por lo que quieren pedir perdón o dar gracias.',
          steps: [
            "1. Calentamiento (4 min): marchen en el lugar, 10 sentadillas, 10 giros de tronco y 5 gusanitos (de pie, caminen con las manos hasta la plancha y regresen).",
            "2. Levántate (8 min): acuéstense boca arriba en el suelo y, a la señal, pónganse de pie lo más rápido posible sin usar las manos, y vuelvan a acostarse. Hagan 3 series de 6, con 30 segundos de descanso.",
            "3. Sentadilla a la silla (4 min): siéntense y levántense de una silla sin apoyar las manos, despacio al bajar y con fuerza al subir. 3 series de 10.",
            "4. Enfriamiento (4 min): estiren piernas y espalda, y digan el uno al otro una cosa por la que quieren pedirse perdón o darse gracias.",
          ],
          easier: "usen una mano para levantarse del suelo y hagan series de 4.",
          harder: "levántense con los brazos cruzados sobre el pecho y hagan las sentadillas con una pausa de 3 segundos abajo.",
          safety:
            "usen una alfombra o colchoneta, una silla firme apoyada contra la pared y calzado que no resbale. Si les duelen las rodillas, hagan menos repeticiones.",
        },
        "es",
      ),
      fitnessFocus: "Fuerza de piernas",
      difficulty: 2,
      durationMinutes: 20,
      equipmentNeeded: ["una silla firme", "una alfombra o colchoneta"],
    },
    {
      weekNumber: 3,
      title: "El que corre al encuentro",
      description: challengeDescription(
        {
          intro:
            "El padre de la historia vio a su hijo de lejos y corrió a abrazarlo. En esta carrera, uno sale desde lejos y el otro corre a su encuentro: gana el abrazo.",
          steps: [
            "1. Calentamiento (4 min): trote suave, 10 saltos de tijera, 10 rodillas arriba y 10 círculos de cadera.",
            "2. Al encuentro (6 min): sepárense unos 30 pasos. A la señal, los dos corren el uno hacia el otro y se dan un abrazo en el punto de encuentro. Regresen caminando a su lugar. Hagan 6 carreras, cambiando quién da la señal.",
            "3. Sprint y regreso (6 min): desde el punto de encuentro, corran juntos 15 pasos a toda velocidad y regresen trotando. 5 veces, con 30 segundos de descanso.",
            "4. Enfriamiento (4 min): caminen juntos, estiren las pantorrillas y platiquen: ¿cómo se siente que alguien corra a recibirte?",
          ],
          easier: "acorten la distancia a 15 pasos, troten en vez de correr y hagan 4 carreras.",
          harder: "agreguen 10 saltos de tijera antes de cada carrera y hagan 8 carreras.",
          safety: "corran en un parque, un patio o una cancha, nunca en la calle. Reduzcan la velocidad al acercarse para que el abrazo no sea un choque.",
        },
        "es",
      ),
      fitnessFocus: "Velocidad",
      difficulty: 2,
      durationMinutes: 20,
      equipmentNeeded: ["un espacio abierto, como un parque o un patio"],
    },
    {
      weekNumber: 4,
      title: "Entra a la fiesta",
      description: challengeDescription(
        {
          intro:
            "El hermano mayor se quedó afuera con los brazos cruzados. Hoy nadie se queda afuera: pongan música y hagan un circuito en el que cada uno elige un ejercicio para el otro, sin quejarse y con alegría.",
          steps: [
            "1. Calentamiento (4 min): bailen libremente una canción completa, sin vergüenza.",
            "2. Circuito de la fiesta (12 min): cada uno escoge tres ejercicios (por ejemplo sentadillas, lagartijas, saltos de tijera, escaladores, plancha o zancadas). Hagan los seis seguidos, 40 segundos cada uno con 20 de descanso. Repitan el circuito dos veces.",
            "3. Plancha lado a lado (2 min): terminen con una plancha juntos, animándose, el mayor tiempo que puedan.",
            "4. Enfriamiento (2 min): estiren y díganse un ejercicio que no les gustó pero hicieron de todos modos, y por qué.",
          ],
          easier: "trabajen 25 segundos y descansen 35, hagan las lagartijas apoyando las rodillas y una sola vuelta del circuito.",
          harder: "trabajen 50 segundos y descansen 10, y agreguen una tercera vuelta del circuito.",
          safety: "nadie elige un ejercicio que el otro no sepa hacer bien. Tomen agua entre vueltas y paren si algo duele.",
        },
        "es",
      ),
      fitnessFocus: "Resistencia y trabajo en equipo",
      difficulty: 3,
      durationMinutes: 20,
      equipmentNeeded: ["música", "un cronómetro (sirve el teléfono)"],
    },
    {
      weekNumber: 5,
      title: "Siempre juntos",
      description: challengeDescription(
        {
          intro:
            '"Hijo, tú siempre estás conmigo" (Lucas 15:31). Para cerrar el plan, hagan un recorrido en el que no pueden separarse: cada ejercicio se hace en pareja y al mismo ritmo.',
          steps: [
            "1. Calentamiento (4 min): caminen juntos a paso rápido, con 10 sentadillas y 10 círculos de brazos a mitad del camino.",
            "2. Caminata espejo (8 min): caminen o troten lado a lado durante 8 minutos sin que ninguno se adelante. Cada minuto, uno dice un ejercicio (10 sentadillas, 5 lagartijas, 10 zancadas) y lo hacen juntos antes de seguir.",
            "3. Choque de manos (4 min): en posición de plancha, frente a frente, choquen la mano derecha y luego la izquierda. 3 series de 10 choques.",
            "4. Enfriamiento (4 min): estiren juntos y terminen con una oración corta, dando gracias por estas cinco semanas.",
          ],
          easier: "hagan la caminata a paso normal y los choques de manos con las rodillas apoyadas.",
          harder: "hagan toda la caminata trotando y agreguen una cuarta serie de choques de manos.",
          safety: "el ritmo lo pone el que va más cansado, no el más rápido. Elijan un camino seguro, lejos del tráfico, y lleven agua.",
        },
        "es",
      ),
      fitnessFocus: "Resistencia y fuerza",
      difficulty: 2,
      durationMinutes: 20,
      equipmentNeeded: ["calzado cómodo", "agua"],
    },
  ],

  dadsCorner: [
    {
      weekNumber: 1,
      title: "Dejar ir sin soltar",
      content: paragraphs(
        `Pocas cosas asustan tanto a un padre como ver a su hijo elegir un camino equivocado. Nuestro instinto es controlar: más reglas, más vigilancia, más sermones. Pero el padre de Lucas 15 nos enseña algo incómodo: no se puede obligar a un hijo a amar. Se le puede guiar, corregir y proteger mientras es pequeño, pero el corazón de un hijo no se gana a la fuerza.`,
        `Eso no significa dejar que haga lo que quiera. Tu hijo necesita límites claros, y la Biblia te pide criarlo "en disciplina y amonestación del Señor" (Efesios 6:4). Significa que los límites son para acercarlo a ti, no para tenerlo preso. Pregúntate esta semana: ¿mis reglas le muestran a mi hijo que lo quiero, o solo que quiero tener el control?`,
        `Piensa también en qué ve tu hijo cuando te ve vivir. Si tu libertad se va en el trabajo, la pantalla o tus propios gustos, él aprenderá que la vida es sacar la parte que nos toca y gastarla. Si te ve usar tu libertad para servir a Dios y a tu familia, aprenderá otra cosa.`,
        `Esta semana, dedica un rato a escuchar a tu hijo sin corregirlo. Pregúntale qué le gustaría hacer cuando sea más grande, a dónde le gustaría ir, qué sueña. Un hijo que se siente escuchado en casa tiene menos prisa por irse lejos.`,
      ),
      resources: [],
    },
    {
      weekNumber: 2,
      title: "Pedir perdón primero",
      content: paragraphs(
        `Nos encanta que nuestros hijos nos pidan perdón. Nos cuesta muchísimo más pedírselo a ellos. Muchos crecimos con padres que nunca reconocieron un error, y de alguna manera aprendimos que un hombre que se disculpa pierde autoridad. Es al revés: el padre que sabe decir "me equivoqué" le enseña a su hijo que la verdad vale más que el orgullo.`,
        `Piensa en la última vez que le gritaste a tu hijo, que no cumpliste una promesa o que lo corregiste con más enojo que amor. La Biblia lo dice claramente: "Padres, no irritéis á vuestros hijos, porque no se hagan de poco ánimo" (Colosenses 3:21). Esta semana, búscalo y pídele perdón, con palabras concretas y sin justificarte. No hace falta un discurso largo.`,
        `Después, dale espacio a él. Si alguna vez ha querido decirte algo y no se ha atrevido, que sepa que puede hacerlo sin miedo a una explosión. Un hijo que sabe que en casa puede confesar una falta sin ser humillado es un hijo que volverá a casa cuando se equivoque de verdad.`,
        `Y no olvides que tú también eres hijo. Antes de hablar con el tuyo, habla con tu Padre del cielo. Lo que recibas de él es lo que podrás darle a tu hijo.`,
      ),
      resources: [],
    },
    {
      weekNumber: 3,
      title: "Mirar el camino",
      content: paragraphs(
        `El padre de la parábola vio a su hijo cuando todavía estaba lejos. Eso quiere decir que llevaba tiempo mirando el camino. No sabemos cuánto tiempo esperó, pero sí sabemos que nunca dejó de esperar. Ser padre a veces es exactamente eso: mantener la puerta abierta y los ojos en el camino, aunque no veas resultados.`,
        `Tal vez tu hijo es pequeño y esto te parece lejano. Pero el terreno para ese abrazo se prepara ahora. Cada vez que tu hijo te decepciona y tú respondes con firmeza pero sin rechazo, le estás enseñando que el camino de vuelta a casa siempre está abierto. Cada vez que le haces sentir que tu cariño depende de sus calificaciones o de su comportamiento, lo cierras un poco.`,
        `Fíjate en el orden de la historia: primero el abrazo, después el vestido, el anillo y la fiesta. La conversación sobre lo que pasó puede venir después. Cuando tu hijo vuelva a ti después de una falta, que lo primero que encuentre sea a su padre, no un fiscal.`,
        `Esta semana, abraza a tu hijo sin ninguna razón especial, más de una vez. Los muchachos nunca son demasiado grandes para el abrazo de su papá, aunque a veces finjan que sí.`,
      ),
      resources: [],
    },
    {
      weekNumber: 4,
      title: "El hijo que se porta bien",
      content: paragraphs(
        `Es fácil leer Lucas 15 pensando solo en el hijo rebelde. Pero muchos padres tenemos también, o sobre todo, un hijo mayor: el que cumple, el que saca buenas notas, el que no da problemas. Y precisamente porque no da problemas, a veces no le damos tiempo. El hermano mayor sentía que su padre nunca le había hecho una fiesta. Quizás nunca se la pidió, pero la esperaba.`,
        `Pregúntate si tu hijo obediente sabe que lo quieres por quien es y no por lo que hace. Un muchacho que solo recibe atención cuando algo sale mal aprende a medir el amor con una balanza: cuánto hice yo, cuánto recibió mi hermano. Esa balanza produce hijos resentidos, aunque por fuera se porten bien.`,
        `Mira también tu propio corazón. Muchos hombres cristianos somos hermanos mayores: fieles, responsables y un poco amargados porque otros reciben gracia sin haberse esforzado tanto. El padre salió a buscar a su hijo mayor con la misma ternura con la que corrió hacia el menor. Deja que Dios salga a buscarte a ti también.`,
        `Esta semana, celebra a tu hijo por algo que hace siempre y que nadie nota: su constancia, su ayuda en casa, su manera de tratar a los demás. No esperes a que gane un premio.`,
      ),
      resources: [],
    },
    {
      weekNumber: 5,
      title: "Una casa donde siempre hay lugar",
      content: paragraphs(
        `Las últimas palabras del padre son una promesa: tú siempre estás conmigo, y todo lo mío es tuyo. Al terminar este plan, piensa qué quieres que tu hijo recuerde de ti dentro de veinte años. Probablemente no serán tus consejos más brillantes, sino la certeza de que su padre estuvo ahí y que en su casa siempre había lugar para él.`,
        `Las palabras de Deuteronomio siguen siendo el mejor plan para un padre: "Y las repetirás á tus hijos, y hablarás de ellas estando en tu casa, y andando por el camino" (Deuteronomio 6:7). La fe no se enseña solo en la iglesia. Se enseña en la mesa, en el carro, en la cancha, en las conversaciones de cada día.`,
        `Considera hacer algo sencillo para marcar el final de estas cinco semanas: una comida especial, una salida los dos solos o una carta escrita a mano en la que le digas a tu hijo lo que ves de bueno en él y lo que pides a Dios para su vida. Guárdala donde él pueda encontrarla cuando la necesite.`,
        `Y sigue mirando el camino. Habrá días en que tu hijo se aleje, por un rato o por más tiempo. Que siempre sepa que su padre en la tierra, como su Padre en el cielo, está esperando para correr a su encuentro.`,
      ),
      resources: [],
    },
  ],
};
