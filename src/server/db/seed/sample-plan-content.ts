// Sample plan content for the admin "Import Sample Data" action (docs/areas/admin.md "Import sample data"):
// one public 6-week plan on 1 Chronicles 17 with 6 devotionals, 6 challenges and 6 Dad's Corner entries.
//
// It is also the faith plan of the launch library (plan-library.ts). Editorial rules: seed-plan.ts. Its Dad's
// Corner once linked to outside websites; a link no test can check offline is left out, so they were removed.
import {
  challengeDescription,
  paragraphs,
  type SeedChallenge,
  type SeedDadsCorner,
  type SeedDevotional,
  type SeedPlan,
  type SeedPlanInfo,
} from "./seed-plan.ts";

export type SampleDevotional = SeedDevotional;
export type SampleChallenge = SeedChallenge;
export type SampleDadsCorner = SeedDadsCorner;

export const SAMPLE_PLAN: SeedPlanInfo = {
  title: "A Father's Legacy: Lessons from 1 Chronicles 17",
  description:
    "David wanted to build a house for God, and God answered with a far greater promise: He would build David's house and be a Father to his son. " +
    "Over six weeks, dads and sons read this chapter together, train side by side and talk about humility, gratitude and faithfulness that outlasts a lifetime. " +
    "Each week has a devotional to share, a challenge to do together and a Dad's Corner for fathers.",
  durationWeeks: 6,
  category: "faith",
  tags: ["1-chronicles", "legacy", "fathers-and-sons", "covenant", "gratitude"],
  isPublic: true,
  coverImageUrl: "/covers/a-fathers-legacy-v2.svg",
};

export const SAMPLE_DEVOTIONALS: readonly SampleDevotional[] = [
  {
    weekNumber: 1,
    title: "A Heart to Build",
    scriptureReference: "1 Chronicles 17:1-2",
    content: paragraphs(
      `David finally had rest. After years of running from King Saul and fighting Israel's enemies, he was living in a palace built of cedar in Jerusalem. One day he looked around and something bothered him: "Lo, I dwell in an house of cedars, but the ark of the covenant of the LORD remaineth under curtains" (1 Chronicles 17:1). The ark, the sign of God's presence with His people, was still kept in a tent.`,
      `Notice what David did with his comfort. He didn't ask, "What else can I get?" He asked, "What can I give?" His good days made him think more about God, not less. Every one of us faces that test. When the team wins, when the paycheck arrives, when the week is easy, do our blessings turn us toward God or away from Him?`,
      `Nathan the prophet heard David's idea and liked it right away: "Do all that is in thine heart; for God is with thee" (1 Chronicles 17:2). As you will see next week, building the temple was not God's plan for David. But God never scolded David for wanting to honor Him. The Lord looks on the heart (1 Samuel 16:7), and David's heart was in the right place.`,
      `Son, your dad wants to know what you care about when nobody is making you do anything. Dad, your son is watching what you do with your free time and your good days. This week, talk honestly about what each of you hopes to build: a skill, a team, a friendship, a business, a family. Then ask the harder question together: who is it for?`,
      `A legacy doesn't start with a big project. It starts with a heart that says, "God deserves my best," and then acts on it in small ways today.`,
    ),
    memoryVerse:
      '"One thing have I desired of the LORD, that will I seek after; that I may dwell in the house of the LORD all the days of my life, to behold the beauty of the LORD, and to enquire in his temple." — Psalm 27:4',
    discussionQuestions: [
      "David noticed he lived in a fine house while the ark was in a tent. What is something comfortable in your life right now, and how could you use it to honor God?",
      "When things are going well, do you tend to think about God more or less? Why do you think that is?",
      "If you could build one thing for God (not necessarily a building), what would it be?",
      "Dad, what did you dream of building when you were your son's age? Son, what do you want to build?",
    ],
  },
  {
    weekNumber: 2,
    title: "When God Says No",
    scriptureReference: "1 Chronicles 17:3-6",
    content: paragraphs(
      `That same night the word of God came to Nathan with a message for the king: "Go and tell David my servant, Thus saith the LORD, Thou shalt not build me an house to dwell in" (1 Chronicles 17:4). David's plan was sincere and generous, and God said no.`,
      `Listen to how God said it. Before anything else, He called David "my servant," a title of honor. Then He reminded David that He had gone with Israel "from tent to tent" since the days of Egypt and had never asked anyone to build Him a house of cedar (17:5-6). God was not waiting on David to provide for Him. He had His own plan and would make it known in His time. Years later David told Solomon that the temple was to be built by a son who would be "a man of rest" (1 Chronicles 22:9).`,
      `Nathan deserves credit too. He had told the king to go ahead, and now he had to go back and say, in effect, "I spoke too soon. God has said something different." That takes courage. It is hard to admit you were wrong, especially to someone important, or to your own dad or son.`,
      `David didn't argue or sulk. As we will see, his answer to God's no was to go and pray. A no from God is not rejection. Often it means "not this" or "not now," and it always comes from a Father who sees more than we do. "A man's heart deviseth his way: but the LORD directeth his steps" (Proverbs 16:9).`,
      `Son, you will hear no many times: from coaches, teachers, your parents, and sometimes from God through a door that won't open. Dad, you will too. This week, practice two hard things together: taking a no without losing heart, and saying "I was wrong" without making excuses.`,
    ),
    memoryVerse: '"A man\'s heart deviseth his way: but the LORD directeth his steps." — Proverbs 16:9',
    discussionQuestions: [
      "Tell about a time something you really wanted didn't work out. How did you feel, and what happened afterward?",
      "Why do you think God said no to something as good as building Him a temple?",
      "Nathan had to go back and admit he spoke too soon. Why is that so hard to do? When has one of us had to do it?",
      'What is the difference between God saying "not this" and God saying "I don\'t care about you"?',
    ],
  },
  {
    weekNumber: 3,
    title: "The LORD Will Build Thee an House",
    scriptureReference: "1 Chronicles 17:7-10",
    content: paragraphs(
      `After the no came a surprise. God reminded David where he had started: "I took thee from the sheepcote, even from following the sheep, that thou shouldest be ruler over my people Israel" (1 Chronicles 17:7). Before David was a king, he was the youngest son, left out in the fields with the sheep when the prophet Samuel came to his family (1 Samuel 16:11). God found him there.`,
      `Then God listed what He had already done. He had been with David wherever he went, protected him from his enemies and made his name great (17:8). And then came the turn: "Furthermore I tell thee that the LORD will build thee an house" (17:10). David wanted to build God a house of cedar. God promised to build David a different kind of house: a family line, a kingdom and a legacy that would outlast him.`,
      `This is how grace works. We come with our small offering, and God answers with something far bigger than we could ever build for ourselves. Our hard work matters, but it is never the foundation. "Except the LORD build the house, they labour in vain that build it" (Psalm 127:1).`,
      `Son, your story is being written right now, in ordinary places like the classroom, the practice field and the chores nobody notices. David learned courage and care while looking after sheep. Dad, the same is true for you: your family's future does not rest on your strength alone. Work hard, and build on God.`,
      `This week, look back together at where God found each of you and what He has done since then.`,
    ),
    memoryVerse:
      '"Except the LORD build the house, they labour in vain that build it: except the LORD keep the city, the watchman waketh but in vain." — Psalm 127:1',
    discussionQuestions: [
      "David went from the sheep field to the throne. What ordinary places in your life might God be using to train you?",
      'What is the difference between building a house out of wood and stone and building a "house" that is a family?',
      "What does it mean for the LORD to build the house? What is our part, and what is His?",
      "Name three things God has done for our family that we could never have done ourselves.",
    ],
  },
  {
    weekNumber: 4,
    title: "I Will Be His Father",
    scriptureReference: "1 Chronicles 17:11-14",
    content: paragraphs(
      `Now God looks past David's own life to the next generation: "I will raise up thy seed after thee, which shall be of thy sons; and I will establish his kingdom" (1 Chronicles 17:11). The temple David dreamed of would be built after all, by his son Solomon. David's legacy would not be a building with his name on it, but a son who carried on what his father had started.`,
      `Then comes one of the warmest promises in the Old Testament: "I will be his father, and he shall be my son: and I will not take my mercy away from him" (17:13). David was Solomon's father on earth, but God promised to be a Father to Solomon in a way no man could. He would never take His mercy away, as He had from Saul, the king before David.`,
      `Christians have long seen this promise reaching further than Solomon. The New Testament applies these words to Jesus, the Son of David, whose kingdom truly lasts for ever (Hebrews 1:5). And through Jesus, God welcomes everyone who trusts Him into His family: "because ye are sons, God hath sent forth the Spirit of his Son into your hearts, crying, Abba, Father" (Galatians 4:6).`,
      `Son, this means your dad is not the only father you have. He loves you, and he will still make mistakes. God is a Father who never fails. Dad, it means you are not your son's final safety net. Your job is to point him to the Father who will still be there long after you are gone.`,
      `This week you will carry each other's loads. As you do, remember that "the LORD thy God bare thee, as a man doth bear his son" (Deuteronomy 1:31).`,
    ),
    memoryVerse:
      '"I will be his father, and he shall be my son: and I will not take my mercy away from him, as I took it from him that was before thee." — 1 Chronicles 17:13',
    discussionQuestions: [
      "Solomon built what David dreamed of. Is there something your dad has started that you might carry on someday?",
      "God promised never to take His mercy away. What does mercy mean, and why does a son need it?",
      "Son, what is one way your dad shows you what God the Father is like? Dad, what is one way you would like to do that better?",
      "How does it feel to know that God wants to be your Father, and not only your King?",
    ],
  },
  {
    weekNumber: 5,
    title: "Who Am I, O LORD God?",
    scriptureReference: "1 Chronicles 17:16-22",
    content: paragraphs(
      `When Nathan finished speaking, "David the king came and sat before the LORD" (1 Chronicles 17:16). No army, no crown, no speech prepared. He simply sat with God. His first words were a question: "Who am I, O LORD God, and what is mine house, that thou hast brought me hitherto?" (17:16)`,
      `That is humility. It isn't thinking badly of yourself; it is seeing yourself truthfully next to God. David was a king and a warrior with plenty of reasons to be proud. Instead he was amazed, because he knew he had not earned any of this. "Hitherto" means "this far." David looked back down the road from the sheep field to the palace and saw God's hand at every step.`,
      `His amazement turned into praise: "O LORD, there is none like thee, neither is there any God beside thee" (17:20). He remembered what God had done for his whole people, too, redeeming Israel out of Egypt and making them His own (17:21-22). Gratitude grows when we stop comparing ourselves with other people and start remembering what God has done.`,
      `Pride says, "Look what I did." Humility and gratitude say, "Look what God has done." Son, it is hard to be thankful when everyone around you seems to have more. Dad, it is hard when the bills are due and work is stressful. That is exactly when David's question helps: who am I, that God would bring me this far?`,
      `This week, slow down the way David did. Sit before the Lord together and count the ways He has brought you hitherto.`,
    ),
    memoryVerse:
      '"And David the king came and sat before the LORD, and said, Who am I, O LORD God, and what is mine house, that thou hast brought me hitherto?" — 1 Chronicles 17:16',
    discussionQuestions: [
      "David sat before the LORD. When do you slow down enough to really talk with God?",
      "What is the difference between humility and feeling bad about yourself?",
      'Look back over the last year. Where has God brought you "hitherto"? What has He carried you through?',
      "What is one thing each of us can thank God for that we usually take for granted?",
      "How could being more grateful change the way we treat each other this week?",
    ],
  },
  {
    weekNumber: 6,
    title: "Blessed for Ever",
    scriptureReference: "1 Chronicles 17:23-27",
    content: paragraphs(
      `David's prayer ends with a bold request: "Therefore now, LORD, let the thing that thou hast spoken concerning thy servant and concerning his house be established for ever, and do as thou hast said" (1 Chronicles 17:23). David did not invent his own plans and ask God to sign off on them. He took what God had already promised and asked Him to do it.`,
      `The last line is pure confidence: "for thou blessest, O LORD, and it shall be blessed for ever" (17:27). David would not live to see the temple, or most of what God had promised. But he trusted God to stay faithful after he was gone, and he got ready. Before he died, David "prepared abundantly" (1 Chronicles 22:5). He gathered materials, handed Solomon the plans and charged him: "Be strong and of good courage, and do it: fear not, nor be dismayed: for the LORD God, even my God, will be with thee" (1 Chronicles 28:20).`,
      `That is what a father's legacy looks like. Not a monument with his name on it, but a son who knows the God of his father and is ready to build. Faithfulness is handed down one ordinary day at a time: prayers at the table, promises kept, hard work done well, forgiveness given and received.`,
      `Son, one day you will be the one handing things on, to your own children or to younger kids who look up to you. What you are learning with your dad now is part of that. Dad, your son will carry something of you into the future. Make sure the most important thing he carries is the knowledge of God.`,
      `This week, finish these six weeks the way David finished his prayer: ask God to bless your house, and trust Him to do it.`,
    ),
    memoryVerse:
      '"Now therefore let it please thee to bless the house of thy servant, that it may be before thee for ever: for thou blessest, O LORD, and it shall be blessed for ever." — 1 Chronicles 17:27',
    discussionQuestions: [
      "David prayed for things he knew he might not live to see. What would you want God to do in our family fifty years from now?",
      "David gathered materials for a temple his son would build. What is your dad gathering for you (skills, habits, faith), and what are you gathering for the future?",
      "What is one thing from these six weeks that you want to remember?",
      "How can we keep growing together in faith and fitness now that this plan is finished?",
    ],
  },
];

export const SAMPLE_CHALLENGES: readonly SampleChallenge[] = [
  {
    weekNumber: 1,
    title: "Lay the Foundation",
    description: challengeDescription({
      intro: "A house stands on its foundation, and so does strength. Learn three foundation moves together and coach each other's form.",
      steps: [
        "1. Warm up (3 min): march in place, do 10 arm circles each way and 10 slow bodyweight squats.",
        "2. Learn the moves (4 min): the squat (feet shoulder-width apart, chest up, sit back as if into a chair), the push-up (a straight line from head to heels) and the glute bridge (lie on your back, knees bent, squeeze and lift your hips). Take turns as coach: watch your partner and give one helpful tip.",
        "3. Foundation circuit (6 min): 3 rounds of 10 squats, 5 to 10 push-ups and 10 glute bridges. Rest 30 to 60 seconds between rounds. Good form beats extra reps.",
        "4. Cool down (2 min): stretch your legs and chest, and tell each other one thing you would like to build for God.",
      ],
      easier: "do push-ups with hands on a wall, bench or knees, and 5 reps of each move.",
      harder: "lower slowly for 3 seconds on every rep, and do 4 rounds.",
      safety: "sore muscles are normal, sharp pain is not. Stop and rest if anything hurts.",
    }),
    fitnessFocus: "Strength",
    difficulty: 1,
    durationMinutes: 15,
    equipmentNeeded: [],
  },
  {
    weekNumber: 2,
    title: "Change of Direction",
    description: challengeDescription({
      intro: "God redirected David's plans. This agility game trains you to change direction quickly and under control.",
      steps: [
        "1. Set up and warm up (4 min): place four markers in a square about 5 big steps apart. Jog easily around the square, then add side shuffles and high knees.",
        '2. "Nathan Says" (8 min): one of you is the caller and stands in the middle; the other is the runner. The runner jogs toward a corner. Whenever the caller shouts "Turn!" and points, the runner plants his feet, changes direction and heads for that marker. Run for 30 seconds, rest for 30 seconds, then switch roles. Do 4 rounds each.',
        "3. Shuttle finish (5 min): set two markers 10 steps apart. Run to the far marker, touch it and come back twice (4 lengths). Do 3 or 4 shuttles each, resting while your partner runs.",
        "4. Cool down (3 min): walk, stretch your calves and thighs, and talk about a time your plans changed.",
      ],
      easier: "make the square smaller and jog instead of sprinting.",
      harder: 'the caller can add "Backpedal!" or "Shuffle!" commands, and the shuttles can be run at full speed.',
      safety: "use flat, dry ground such as grass, tie your shoes and bend your knees when you stop. Never twist on a straight, locked knee.",
    }),
    fitnessFocus: "Agility",
    difficulty: 2,
    durationMinutes: 20,
    equipmentNeeded: ["4 cones or markers (shoes or water bottles work)"],
  },
  {
    weekNumber: 3,
    title: "Brick by Brick Push-Up Ladder",
    description: challengeDescription({
      intro: "A house goes up one brick at a time. Build a push-up ladder together, one rung at a time.",
      steps: [
        "1. Warm up (4 min): 20 jumping jacks, arm circles, 10 push-ups with hands on a wall or table and 10 squats.",
        "2. The ladder (12 min): Dad does 1 push-up, then son does 1. Dad does 2, then son does 2. Keep climbing one rep at a time and take turns; while one works, the other rests and counts out loud. When either of you can't finish a rung with good form, that is your top rung. Then climb back down together (for example 5, 4, 3, 2, 1).",
        "3. Squat finisher (2 min): face each other and do 20 squats together, counting out loud as a team.",
        "4. Cool down (2 min): stretch your chest and shoulders in a doorway and tell each other about a small beginning that God used in your life.",
      ],
      easier: "do push-ups on your knees or with hands on a bench, and stop your ladder at 5 while Dad keeps climbing.",
      harder: "put your feet on a step for every push-up, and keep climbing until form breaks.",
      safety:
        "keep your body in a straight line with no sagging hips. End the climb when form breaks, not when you collapse. This is a team build, not a contest.",
    }),
    fitnessFocus: "Strength",
    difficulty: 3,
    durationMinutes: 20,
    equipmentNeeded: [],
    measures: [{ unit: "repetitions", label: "Top rung", targets: { standard: null, easier: 5, harder: null } }],
  },
  {
    weekNumber: 4,
    title: "Carry the Load",
    description: challengeDescription({
      intro: '"The LORD thy God bare thee, as a man doth bear his son" (Deuteronomy 1:31). This week you carry loads and take turns carrying each other\'s.',
      steps: [
        "1. Pack and warm up (4 min): load two backpacks with books or filled water bottles. Dad's pack is heavier; the son's pack is light. Walk briskly for 2 minutes to warm up.",
        "2. Load walk (10 min): walk together at a steady pace around the block, a park loop or a track. Stand tall, shoulders back, both straps on.",
        "3. Carry for him (5 min): Dad carries both packs, one on his back and one held in front, while his son walks beside him. Talk about what it felt like to have your load carried.",
        "4. Suitcase carry (4 min): hold your own pack in one hand by its top handle, walk 30 steps, switch hands and walk back. Do 3 rounds each.",
        "5. Cool down (2 min): set the packs down, walk easily and roll your shoulders.",
      ],
      easier: "carry a nearly empty pack, keeping the load under about a tenth of your body weight, and shorten the suitcase carries.",
      harder: "add a little weight or walk up a hill, but only if your form stays tall.",
      safety: "wear both straps during the walk, bring water and stop if your back or shoulders hurt.",
    }),
    fitnessFocus: "Strength & Endurance",
    difficulty: 2,
    durationMinutes: 25,
    equipmentNeeded: ["2 backpacks", "books or filled water bottles for weight"],
  },
  {
    weekNumber: 5,
    title: "Sit Before the Lord: Stretch and Give Thanks",
    description: challengeDescription({
      intro:
        'David "sat before the LORD" (1 Chronicles 17:16) and remembered all God had done. Slow down together with a stretching flow and a gratitude count.',
      steps: [
        "1. Breathe (2 min): sit on the floor facing each other. Breathe in slowly for 4 counts and out for 4 counts, 6 times.",
        "2. Stretch and thank (9 min): hold each stretch for about 30 seconds (each side where needed). Child's pose (kneel, sit back on your heels, reach your arms forward); cat-cow on hands and knees (8 slow rounds); kneeling hip-flexor stretch; seated hamstring reach; a deep squat hold while holding each other's hands for balance; and thread-the-needle for the upper back. During every hold, take turns naming one thing you are thankful for. No repeats!",
        "3. Gratitude count (3 min): lie on your backs with knees bent and count how many different things you named. Then one of you prays a short prayer of thanks using your list.",
        "4. Finish (1 min): sit up slowly and read 1 Chronicles 17:16 aloud together.",
      ],
      easier: "hold each stretch for 15 to 20 seconds; Dad can help you find the positions.",
      harder: "hold each stretch for 45 to 60 seconds; teens are often tight after growth spurts and gain the most from it.",
      safety: "stretch to mild tension, never to pain, and don't bounce.",
    }),
    fitnessFocus: "Mobility",
    difficulty: 1,
    durationMinutes: 15,
    equipmentNeeded: ["a towel or mat (optional)"],
  },
  {
    weekNumber: 6,
    title: "Generations Relay",
    description: challengeDescription({
      intro: "David handed the work to Solomon. Finish the plan with a relay where you pass the baton back and forth.",
      steps: [
        "1. Warm up (5 min): walk briskly, then go up and down your stairs or hill twice at an easy pace. Finish with 10 leg swings per leg.",
        "2. The relay (18 min): Dad starts at the bottom holding the baton. He climbs to the top and back down, then hands the baton to his son, who does the same. Climb at a steady jog or fast walk, and always walk on the way down. Rest while your partner climbs and keep count of your laps together.",
        "3. Last climb together (3 min): climb one final time side by side at the son's pace. At the top, pray 1 Chronicles 17:27 aloud together.",
        "4. Cool down (4 min): walk slowly, drink water and stretch your calves, thighs and hips.",
      ],
      easier: "climb half the stairs or choose a gentle slope, and walk instead of jogging.",
      harder: "take two steps at a time going up (never coming down) or wear the backpack from Week 4.",
      safety: "choose stairs or a hill with good footing and light, use the handrail, and stop if you feel dizzy or have pain.",
    }),
    fitnessFocus: "Endurance",
    difficulty: 3,
    durationMinutes: 30,
    equipmentNeeded: ["stairs, bleachers or a hill", "a small object to use as a baton", "water"],
  },
];

export const SAMPLE_DADS_CORNER: readonly SampleDadsCorner[] = [
  {
    weekNumber: 1,
    title: "What Are You Building, and for Whom?",
    content: paragraphs(
      `Notice when David's idea came: after "the LORD had given him rest round about from all his enemies" (2 Samuel 7:1). For most of us, the moments when the pressure lifts are when our real priorities show. What we reach for in those moments, whether the phone, the next project, the couch or God, teaches our sons more than our speeches do.`,
      `David's desire was not vanity. He wanted God honored. But even good ambitions can quietly drift until they are about us. Ask yourself honestly: the career you are building, the home you are improving, the reputation you are protecting. If your son had to describe what you are building and who it is for, what would he say?`,
      `This week, tell your son about one thing you are working toward and why. Let him hear your reasons, including the mixed ones. Boys learn what a man's ambition should look like by hearing their fathers think out loud. Then ask about his hopes, and listen longer than you talk.`,
      `Don't be quick to shrink your son's big dreams, either. Nathan's first instinct was to encourage, and there is wisdom in that. Even when a plan later needs redirecting, as David's did, a son who knows his father is for him can hear "not this" without hearing "not you."`,
    ),
    resources: [],
  },
  {
    weekNumber: 2,
    title: 'The Courage to Say "I Was Wrong"',
    content: paragraphs(
      `Nathan gets less attention than David in this chapter, but every father should study him. He gave the king a confident answer, went to bed, and by morning knew he had to go back with a correction. He did it promptly and completely: "According to all these words, and according to all this vision, so did Nathan speak unto David" (1 Chronicles 17:15). No spin, no softening, no saving face.`,
      `Fathers speak quickly. We approve plans, make promises and hand down verdicts from the driver's seat, and some of those will be wrong. The question is not whether you will misjudge, but what your son sees you do next. A father who can say, "I spoke too soon. I'm sorry. Here is what I should have said," teaches his son that truth matters more than image. He also makes it safe for his son to admit his own mistakes to him.`,
      `Look, too, at how God delivered His no. He called David "my servant" and reminded him of years of faithfulness before He redirected him. When you have to tell your son no, to a friendship, a purchase or a plan, begin with who he is to you and why you are saying it, not just the ruling. A no lands very differently on a boy who is sure of his father's love.`,
      `This week, think of one thing you have said to your son that needs correcting: a harsh word, a broken promise, a snap judgment. Go to him, as Nathan went to David, and make it right plainly. Keep it short, and don't make him comfort you.`,
    ),
    resources: [],
  },
  {
    weekNumber: 3,
    title: "You Are Not the Foundation",
    content: paragraphs(
      `There is relief in verse 10. David wanted to do something great for God, and God answered, in effect, "I will do something greater for you." Many fathers carry a quiet belief that their family's future stands or falls on them: their income, their wisdom, their ability to hold everything together. That weight will crush a man, and his son will feel it in the house as tension, irritability and absence.`,
      `God reminded David of the sheepcote, not to shame him but to steady him. Remembering where you came from keeps you grateful and honest. Tell your son your own sheepcote story: where you were when God found you, what you were like at his age, and, as far as is wise for his age, what God has brought you out of.`,
      `Psalm 127 is the best companion to this chapter. It sets "Except the LORD build the house" (Psalm 127:1) right beside "children are an heritage of the LORD" (Psalm 127:3). The psalm is not against work; it is against anxious work: "It is vain for you to rise up early, to sit up late, to eat the bread of sorrows: for so he giveth his beloved sleep" (Psalm 127:2). If your calendar says everything depends on you, make one concrete change this week: a limit on work hours, a phone-free dinner or an evening you protect for your son.`,
      `Your son doesn't need a father who holds up the world. He needs a father who works hard, rests well and leans on God where his son can see it.`,
    ),
    resources: [],
  },
  {
    weekNumber: 4,
    title: "Pointing Him to the Better Father",
    content: paragraphs(
      `Every son eventually discovers his father's limits. At eight he thinks you can fix anything; at fifteen he can list what you can't. That is not a failure of fatherhood but part of its design. In 1 Chronicles 17:13 God promises to be a Father to David's son, which means David's fathering was never meant to be the last word in Solomon's life.`,
      `That is both freeing and humbling. Freeing, because you don't have to be perfect; your son needs a father who points beyond himself. Humbling, because your fathering is still a picture, imperfect but real, of what God is like: "Like as a father pitieth his children, so the LORD pitieth them that fear him" (Psalm 103:13). Many men find it hard to trust God as Father because of the fathers they had. If that is you, be honest with God about it. You can give your son a better picture than the one you were given.`,
      `Notice the word mercy. The parallel passage speaks plainly of correction (2 Samuel 7:14), yet the promise is, "I will not take my mercy away from him." Discipline and steadfast love belong together. Your son should know that no failure of his will make you withdraw your love, even when there are consequences.`,
      `This week, tell your son plainly, "There is nothing you could do that would make me stop loving you." If he is old enough, add, "I will let you down sometimes. God won't." Then pray for him by name, out loud, where he can hear you talking to your own Father.`,
    ),
    resources: [],
  },
  {
    weekNumber: 5,
    title: "Teaching Gratitude Without Lecturing",
    content: paragraphs(
      `"Who am I?" is the question of a man who has stopped keeping score. David had fought, led and sacrificed, and he could have prayed, "Lord, I have earned this." Instead he sat down and marveled. It is worth asking whether your son has ever heard you marvel at God's kindness, not in a church voice but in your everyday one.`,
      `Most fathers try to teach gratitude by correction: "Do you know how good you have it?" It rarely works. Sons learn gratitude the way they learn most things, by watching. When you thank your son's mother in front of him, when you name a specific answered prayer at dinner, when you meet a setback with "God has been faithful before," you make gratitude normal in your house.`,
      `Humility is caught the same way. A humble father doesn't run himself down; he tells the truth about where his good things came from. Let your son hear you say, "I couldn't have done that alone," and mean it. Let him see you accept help. And notice that David's humility did not make him timid: the same prayer ends with bold requests (1 Chronicles 17:23-27). Humble men still ask great things of God. They simply know whom they are asking.`,
      `This week, start a "hitherto list": a note on your phone or a card on the fridge where your family writes down the ways God has brought you this far. When Samuel set up a stone called Ebenezer, he said, "Hitherto hath the LORD helped us" (1 Samuel 7:12). Your list will be a gift to your son on harder days.`,
    ),
    resources: [],
  },
  {
    weekNumber: 6,
    title: "Preparing Abundantly",
    content: paragraphs(
      `David's prayer closes in trust, and his life closed in preparation. He had been told he would not build the temple. He could have shrugged and left it for Solomon to work out. Instead he spent his last years gathering gold, stone, cedar and skilled workers, organizing the priests and musicians, and putting the plans in writing (1 Chronicles 22, 28 and 29). He did everything he could to make his son's work possible, and then he stepped aside.`,
      `That is a pattern for fathers, especially of older sons. Over the years our work shifts from doing things for our sons, to doing things with them, to preparing them to do what we never could. A father's legacy is measured less by what he finishes than by what his son is equipped to build. What materials are you gathering for yours: practical skills, good habits, friendships with other faithful men, a working knowledge of the Scriptures, memories of a father who prayed?`,
      `Notice what David said as he handed over the plans: "And thou, Solomon my son, know thou the God of thy father, and serve him with a perfect heart and with a willing mind" (1 Chronicles 28:9). He didn't only hand Solomon a project; he pointed him to a Person. Your son cannot live on your faith for ever. He needs to know God for himself. Your part is to make that God familiar to him by letting him see what it looks like to know Him.`,
      `As you finish this plan, write your son a letter. One page is enough. Tell him what you see in him, what you hope for him, what you have learned about God, and that you will keep praying for him for the rest of your life. Give it to him now or save it for a milestone birthday. Sons keep letters like that for decades.`,
    ),
    resources: [],
  },
];

export const SAMPLE_PLAN_SEED: SeedPlan = {
  plan: SAMPLE_PLAN,
  devotionals: SAMPLE_DEVOTIONALS,
  challenges: SAMPLE_CHALLENGES,
  dadsCorner: SAMPLE_DADS_CORNER,
};
