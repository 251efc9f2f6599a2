// Launch library, leadership: five weeks with Nehemiah, who prayed, planned, worked beside his people and
// finished the wall of Jerusalem in fifty-two days. Editorial rules: seed-plan.ts.
import { challengeDescription, paragraphs, type SeedPlan } from "./seed-plan.ts";

export const LEADERSHIP_PLAN: SeedPlan = {
  plan: {
    title: "Rise Up and Build: Leading Like Nehemiah",
    description:
      "Nehemiah heard that Jerusalem's wall lay in ruins, prayed, asked a king for help and led a whole city to rebuild it in fifty-two days. " +
      "Over five weeks, dads and sons learn what leadership looks like from the inside: caring first, planning well, working side by side, standing firm and finishing. " +
      "Each week has a devotional to share, a challenge to do together and a Dad's Corner for fathers.",
    durationWeeks: 5,
    category: "leadership",
    tags: ["nehemiah", "servant-leadership", "fathers-and-sons", "courage", "teamwork"],
    isPublic: true,
    coverImageUrl: "/covers/rise-up-and-build-v2.svg",
  },

  devotionals: [
    {
      weekNumber: 1,
      title: "A Burden Before a Plan",
      scriptureReference: "Nehemiah 1:1-11",
      content: paragraphs(
        `Nehemiah had a good job. He served as cupbearer to Artaxerxes, the king of Persia, which meant he stood close to the most powerful man in the world and tasted his wine to keep him safe. Jerusalem was far away. Nobody would have blamed him for staying comfortable.`,
        `Then some travelers arrived from Judah, and Nehemiah asked them a question: how are things back home? The answer hurt. "The wall of Jerusalem also is broken down, and the gates thereof are burned with fire" (Nehemiah 1:3). A city without a wall was open to any raider, and the people living there were ashamed and afraid.`,
        `Look at what Nehemiah did first. He did not draw up a plan, call a meeting or tell everyone what should be done. "I sat down and wept, and mourned certain days, and fasted, and prayed before the God of heaven" (Nehemiah 1:4). His prayer began with God's greatness, then confessed his own sins and his family's, and only at the end asked for help (Nehemiah 1:5-11).`,
        `Real leadership starts there: with a heart that notices what is broken and cares enough to bring it to God. Leaders who skip that step tend to lead for their own sake. Leaders who start there lead for the sake of the people and the God they serve.`,
        `Son, leadership is not only for team captains and class presidents. It starts the moment you notice a kid sitting alone, a mess nobody is cleaning up or a friend who is struggling, and you care about it. Dad, your son is learning what you notice and what you let slide. This week, ask each other: what is broken around us that God might want us to care about? Then pray about it before you do anything else.`,
      ),
      memoryVerse:
        '"Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths." — Proverbs 3:5-6',
      discussionQuestions: [
        "Nehemiah asked how things were back home, and he really listened to the answer. Who could you ask that question this week?",
        "What is something broken around us (at school, at work, in our neighborhood or church) that bothers you?",
        "Why do you think Nehemiah prayed for days before he did anything?",
        "Dad, tell about a time you saw a need and did something about it. Son, when have you done that?",
      ],
    },
    {
      weekNumber: 2,
      title: "Let Us Rise Up and Build",
      scriptureReference: "Nehemiah 2:1-20",
      content: paragraphs(
        `Four months went by. Nehemiah kept praying and kept serving the king. Then one day the king noticed his face: "Why is thy countenance sad, seeing thou art not sick?" (Nehemiah 2:2). Nehemiah was terrified, because a servant was not supposed to look unhappy in front of a Persian king. But the door he had prayed about was opening.`,
        `The king asked, "For what dost thou make request?" (Nehemiah 2:4), and the next words are some of the bravest in the book: "So I prayed to the God of heaven" (Nehemiah 2:4). It was a prayer of a few seconds, in the middle of a conversation. Then Nehemiah answered with a clear request, and he had details ready: how long he would be gone, letters for safe travel and timber from the king's forest (Nehemiah 2:5-8). Prayer had not made him lazy. It had made him ready.`,
        `When he reached Jerusalem, Nehemiah did not make a speech on the first day. He rode around the walls at night with a few men and saw the damage for himself (Nehemiah 2:12-15). Only then did he gather the people: "Ye see the distress that we are in ... come, and let us build up the wall of Jerusalem" (Nehemiah 2:17). Notice the word "us." He was not sending them to work while he watched.`,
        `The people answered, "Let us rise up and build" (Nehemiah 2:18). Of course some neighbors laughed at them (Nehemiah 2:19). Good work usually has critics. Nehemiah's answer was simple: "The God of heaven, he will prosper us" (Nehemiah 2:20).`,
        `Son, a good leader prays, gets ready and then invites others to join him. Dad, the best way to teach that is to do it together. This week, pick one small project, plan it together, then rise up and build.`,
      ),
      memoryVerse: '"And they said, Let us rise up and build. So they strengthened their hands for this good work." — Nehemiah 2:18',
      discussionQuestions: [
        "Nehemiah prayed a quick prayer before he answered the king. When could a short prayer like that help you?",
        "He had a plan ready when the door opened. What is something you would like to be ready for?",
        "Why did Nehemiah look at the walls himself before he asked anyone to help?",
        "What small project could we plan and build together this month?",
      ],
    },
    {
      weekNumber: 3,
      title: "Every Family at Its Own Section",
      scriptureReference: "Nehemiah 3:1-32",
      content: paragraphs(
        `Nehemiah 3 may look like a boring list of names, but it is one of the best pictures of teamwork in the Bible. The high priest and his fellow priests started at the Sheep Gate (Nehemiah 3:1). Goldsmiths, perfume makers, merchants and rulers of districts all took a section. One man named Shallum worked on the wall "he and his daughters" (Nehemiah 3:12). Over and over the chapter says "next unto him" (Nehemiah 3:12), because each group's piece joined the next.`,
        `Nehemiah gave many of them the part of the wall nearest their own homes. The priests repaired "every one over against his house" (Nehemiah 3:28). That was wise. People work hard on the wall that protects their own family, and nobody had to walk across the city to find their job.`,
        `Not everyone helped. "Their nobles put not their necks to the work of their Lord" (Nehemiah 3:5). Some people thought they were too important for heavy lifting. But one man, Baruch, "earnestly repaired" his piece (Nehemiah 3:20), and his name is remembered for it. The result? "So built we the wall; and all the wall was joined together unto the half thereof: for the people had a mind to work" (Nehemiah 4:6).`,
        `A family works the same way. Nobody can do everything, but everyone can do their section with a willing heart. A leader does not just give orders; he helps every person see where his piece of the wall is and why it matters.`,
        `Son, your section might be your room, your homework, your part on the team or how you treat your little sister. Dad, yours includes things only you can do for this family. This week, name your sections out loud and agree to do them heartily, as if you were doing them for the Lord.`,
      ),
      memoryVerse: '"And whatsoever ye do, do it heartily, as to the Lord, and not unto men." — Colossians 3:23',
      discussionQuestions: [
        'What is your "section of the wall" in our family right now?',
        "Why do you think Nehemiah had people repair the wall near their own houses?",
        "The nobles of Tekoa would not get their hands dirty. Why do some people think they are too important for hard work?",
        "What is one job in our home that we could do side by side this week?",
      ],
    },
    {
      weekNumber: 4,
      title: "Pray and Set a Watch",
      scriptureReference: "Nehemiah 4:7-23",
      content: paragraphs(
        `As the wall rose, the opposition grew. First there was mocking: Tobiah joked that "if a fox go up, he shall even break down their stone wall" (Nehemiah 4:3). Then came threats of attack. Then the workers themselves grew tired: "The strength of the bearers of burdens is decayed, and there is much rubbish; so that we are not able to build the wall" (Nehemiah 4:10). Jokes, fear and exhaustion: most hard projects meet all three.`,
        `Nehemiah's response is a lesson in balance. "Nevertheless we made our prayer unto our God, and set a watch against them day and night" (Nehemiah 4:9). He did not choose between praying and preparing. He did both. He trusted God completely, and he also posted guards, armed the families and kept a trumpeter beside him so help could come quickly (Nehemiah 4:13-20).`,
        `When the people were afraid, he reminded them what they were fighting for: "Be not ye afraid of them: remember the Lord, which is great and terrible, and fight for your brethren, your sons, and your daughters, your wives, and your houses" (Nehemiah 4:14). Courage grows when we remember who God is and who we love.`,
        `From then on the builders worked with a tool in one hand and a weapon in the other (Nehemiah 4:17), and Nehemiah did not even take off his clothes at night, except for washing (Nehemiah 4:23). He asked nothing of his people that he did not do himself.`,
        `Son, you will face your own mocking, fear and tiredness, maybe when you stand up for a friend or keep going in a hard season. Dad, the same is true at work and at home. This week, practice Nehemiah's pattern: pray, then take a practical step, and remind each other whom you are standing firm for.`,
      ),
      memoryVerse:
        '"Be not ye afraid of them: remember the Lord, which is great and terrible, and fight for your brethren, your sons, and your daughters, your wives, and your houses." — Nehemiah 4:14',
      discussionQuestions: [
        "Which is hardest for you when you are working on something difficult: people laughing, being afraid or being tired?",
        "Nehemiah prayed and also set a guard. Why is it wrong to only pray, or only prepare?",
        "Who are the people you would stand firm for?",
        "What practical step could we take this week about something we have been praying for?",
      ],
    },
    {
      weekNumber: 5,
      title: "A Great Work: Finishing Well",
      scriptureReference: "Nehemiah 6:1-16",
      content: paragraphs(
        `With the wall almost finished, Nehemiah's enemies changed tactics. Instead of threats, they sent a friendly invitation: "Come, let us meet together in some one of the villages in the plain of Ono" (Nehemiah 6:2). It sounded polite. It was a trap, and it was also a distraction, pulling the leader away from the work just before the end.`,
        `Nehemiah's answer is worth memorizing: "I am doing a great work, so that I cannot come down: why should the work cease, whilst I leave it, and come down to you?" (Nehemiah 6:3). They asked four times, and he gave the same answer four times (Nehemiah 6:4). Then came lies, rumors and fake advice. Each time, Nehemiah prayed a short, honest prayer: "Now therefore, O God, strengthen my hands" (Nehemiah 6:9).`,
        `And the wall was finished, "in fifty and two days" (Nehemiah 6:15). Even the enemies could see what had happened: "they perceived that this work was wrought of our God" (Nehemiah 6:16). Nehemiah had led well, but the wall pointed to God, not to him.`,
        `Finishing is hard. Starting a new sport, a new book or a new habit is exciting. The middle is tiring, and near the end there are always invitations to come down: one more game, one more show, one more reason to quit. Finishing well means knowing what your great work is and saying no to good things that would pull you away from it.`,
        `A little later, Ezra read God's law to the people and they wept, but they were told, "Neither be ye sorry; for the joy of the LORD is your strength" (Nehemiah 8:10). The work ended in celebration. Son and Dad, you have finished five weeks together. Celebrate it, thank God for it, and talk about the great work He is calling each of you to next.`,
      ),
      memoryVerse: '"I am doing a great work, so that I cannot come down: why should the work cease, whilst I leave it, and come down to you?" — Nehemiah 6:3',
      discussionQuestions: [
        'What "great work" do you think God has given you right now?',
        'What invitations to "come down" pull you away from it (screens, games, friends, worries)?',
        "Nehemiah's enemies saw that the wall was God's work. How can the things we do point people to God instead of to us?",
        "How do you want to celebrate finishing this plan together?",
      ],
    },
  ],

  challenges: [
    {
      weekNumber: 1,
      title: "Walk the Walls",
      description: challengeDescription({
        intro:
          'Nehemiah inspected the walls before he led anyone. Walk your own "walls" together, stopping at stations to train, and notice what needs care along the way.',
        steps: [
          "1. Warm up (3 min): walk at an easy pace, then swing your arms and roll your shoulders as you go.",
          '2. Inspection walk (12 min): walk briskly around your block, street or yard. Every 2 minutes, stop at a "gate" (a lamppost, a tree, a corner) and do one station together: 10 squats, 10 push-ups against a wall or fence, 20 seconds of standing on one foot per leg, or 10 calf raises. Take turns choosing the station.',
          "3. Report (2 min): as you walk, each of you points out one thing that looks broken or neglected (litter, a neighbor who could use help, a chore at home) and one thing that looks well cared for.",
          "4. Cool down (3 min): walk slowly home and pray together for one thing you noticed.",
        ],
        easier: "walk at a comfortable pace, stop at every other gate only, and do 5 reps of each station.",
        harder: "walk as fast as you can without jogging, and double the reps at every gate.",
        safety: "stay on sidewalks or paths, walk facing traffic where there is none, and wear something bright if it is getting dark.",
      }),
      fitnessFocus: "Endurance",
      difficulty: 1,
      durationMinutes: 20,
      equipmentNeeded: ["comfortable shoes", "a flashlight if it is getting dark"],
    },
    {
      weekNumber: 2,
      title: "Rise Up and Build",
      description: challengeDescription({
        intro:
          '"Let us rise up and build" (Nehemiah 2:18). Practice rising up from the floor and building strength, one round at a time, with each of you leading a round.',
        steps: [
          "1. Warm up (4 min): 20 jumping jacks, 10 slow squats, 10 arm circles each way and 5 inchworms (walk your hands out to a push-up position and back).",
          "2. Rise up (4 min): lie flat on your back, then stand up as quickly as you can without using your hands if possible. Do 5 each, taking turns while the other counts.",
          "3. Build circuit (10 min): 4 rounds of 10 squats, 8 push-ups, 10 reverse lunges (5 per leg) and a 20-second plank. The son calls out rounds 1 and 3 and the dad rounds 2 and 4. The caller sets the pace and encourages the other. Rest 45 seconds between rounds.",
          "4. Cool down (2 min): stretch your thighs and chest and say one thing the other did well as leader.",
        ],
        easier: "use your hands to get up from the floor, do push-ups against a wall or on your knees, and do 3 rounds.",
        harder: "hold a backpack with a few books against your chest for the squats and lunges, and finish each round with 5 more rise-ups.",
        safety: "work on carpet, grass or a mat, clear the space around you, and keep your knees in line with your toes on squats and lunges.",
      }),
      fitnessFocus: "Strength",
      difficulty: 2,
      durationMinutes: 20,
      equipmentNeeded: ["a mat or carpeted floor", "a backpack with a few books (harder version)"],
    },
    {
      weekNumber: 3,
      title: "Side by Side at the Wall",
      description: challengeDescription({
        intro:
          "The families of Jerusalem built their sections next to each other until the whole wall joined. Build a wall sit side by side and pass the bricks down the line.",
        steps: [
          "1. Warm up (4 min): march in place, 10 squats, 10 leg swings per leg and 10 arm circles each way.",
          '2. The wall (8 min): sit side by side with your backs against a wall, knees bent as if on a chair. Pass a "brick" (a heavy book or a filled water bottle) back and forth 10 times, then stand and rest 45 seconds. Do 4 rounds.',
          "3. Joined together (6 min): face each other in plank position on your hands, about an arm's length apart. Take turns tapping each other's right hand, then left hand, 10 taps each. Rest, then do 10 squats together holding each other's wrists for balance. Repeat 3 times.",
          '4. Cool down (2 min): stretch your thighs and calves and name the "section of the wall" each of you will work on this week.',
        ],
        easier: "sit higher on the wall (knees above a right angle), hold for 15 to 20 seconds and pass the brick 6 times; do the hand taps on your knees.",
        harder:
          "sit lower, with thighs level with the floor, hold for 40 seconds and pass the brick 16 times; do the hand taps from a full plank with feet together.",
        safety: "keep your back flat on the wall and your knees over your ankles. Use a wall with nothing on it and a floor that isn't slippery.",
      }),
      fitnessFocus: "Strength & Teamwork",
      difficulty: 2,
      durationMinutes: 20,
      equipmentNeeded: ["a clear wall", "a heavy book or a filled water bottle"],
    },
    {
      weekNumber: 4,
      title: "A Tool in One Hand",
      description: challengeDescription({
        intro: "Nehemiah's builders worked with one hand and stood guard with the other. Train one side at a time with carries, balance and steady planks.",
        steps: [
          "1. Warm up (4 min): walk briskly, then 10 squats, 10 arm circles each way and 5 slow side bends per side.",
          '2. One-hand carry (6 min): pick up a filled water jug or a heavy bag in one hand. Walk 20 steps tall, without leaning, then switch hands and walk back. Do 3 rounds each, taking turns: while one carries, the other walks beside him as the "watchman" and checks that he is standing straight.',
          "3. Watchman balance (4 min): stand on one foot holding a broom upright like a spear for 30 seconds, then switch feet. Do 3 rounds per foot. Close your eyes for the last round if you are steady.",
          "4. Guard post (4 min): hold a plank on your forearms for 20 to 30 seconds, then lift one hand and reach forward for 5 slow reaches per hand without letting your hips twist. Rest and repeat twice.",
          "5. Cool down (2 min): stretch your shoulders and sides and talk about a time you had to stand firm.",
        ],
        easier: "carry a half-filled jug, hold the balance for 15 seconds with a hand on the wall nearby, and plank on your knees.",
        harder: "carry a full jug in each hand for a final round of 40 steps, and add a slow lunge on each step of the last carry.",
        safety:
          "choose a load you can carry with a straight back, set it down with bent knees, and keep the broom pointed up and away from each other's faces.",
      }),
      fitnessFocus: "Core & Balance",
      difficulty: 3,
      durationMinutes: 20,
      equipmentNeeded: ["a filled water jug or a heavy bag (a second one for the harder version)", "a broom"],
    },
    {
      weekNumber: 5,
      title: "Fifty-Two",
      description: challengeDescription({
        intro:
          "The wall was finished in fifty-two days. Finish this plan with a team challenge: 52 reps of each exercise between the two of you, shared however you decide.",
        steps: [
          "1. Warm up (4 min): 20 jumping jacks, 10 squats, 10 arm circles each way and 5 inchworms.",
          "2. Plan the work (1 min): agree how you will split each set of 52. The son might take 20 while the dad takes 32, or you can swap turns of 4 reps. A good team plans before it builds.",
          '3. Build (16 min): together complete 52 squats, then 52 push-ups, then 52 sit-ups, then 52 jumping jacks. Only one person works at a time while the other rests and counts out loud. When the count is done, shout "52!" and move to the next exercise.',
          "4. Celebrate (4 min): walk, drink water, stretch, and read Nehemiah 8:10 aloud together.",
        ],
        easier: "use push-ups on the knees or against a bench and crunches instead of sit-ups, and choose a split where the dad does more.",
        harder: "finish with a fifth set of 52 alternating lunges, or race the clock and try to beat your time next week.",
        safety: "good form beats speed: stop any set when form breaks and let your partner take over. Drink water as you go.",
      }),
      fitnessFocus: "Endurance",
      difficulty: 3,
      durationMinutes: 25,
      equipmentNeeded: ["water", "a mat (optional)"],
    },
  ],

  dadsCorner: [
    {
      weekNumber: 1,
      title: "Let Your Son See What Moves You",
      content: paragraphs(
        `Nehemiah's leadership began with a question, "How are things back home?", and with tears. Before he organized anything, he let bad news reach his heart. Many of us are good at fixing and slow at feeling. We move straight to the plan, and our sons conclude that leadership is mostly about being in charge.`,
        `This week, let your son see what moves you. Tell him about something that grieves you: a friend's struggle, a need in your church, a problem at work that hurts people. Then let him hear you pray about it, briefly and honestly. A boy who watches his father care and pray learns that strength and tenderness belong together.`,
        `Notice too how long Nehemiah waited. He heard the news in the month Chisleu and spoke to the king in the month Nisan (Nehemiah 1:1; 2:1), about four months later. Prayer was not a delay before the real work; it was the first part of the work. If you are facing a decision, resist the urge to solve it this week. Pray first, and let your son know you are praying.`,
        `Finally, ask your son what bothers him. Boys often notice injustice sharply (the kid who gets picked on, the coach who plays favorites) but don't know what to do with it. Listen without correcting. You are teaching him that what he notices matters to you and to God.`,
      ),
      resources: [],
    },
    {
      weekNumber: 2,
      title: "Arrow Prayers and Honest Planning",
      content: paragraphs(
        `Between the king's question and Nehemiah's answer there was time for a single sentence to heaven: "So I prayed to the God of heaven" (Nehemiah 2:4). Some call these arrow prayers, short and sent straight up in the middle of real life. Many of a man's most important moments, a hard talk with his boss or a flash of anger at his son, leave time for nothing longer.`,
        `Teach your son arrow prayers by using them out loud. "Lord, help me stay calm." "God, give us wisdom here." When he hears you do this in traffic, before a tough phone call or when something breaks, he learns that God is present in ordinary moments, not only at church.`,
        `But Nehemiah also had a plan. When the king asked how long he would be gone, he "set him a time" (Nehemiah 2:6), and he asked for letters and timber. Prayer and planning are partners. Include your son in planning something real this week: a weekend project, a family budget question, a trip. Let him see how you weigh the costs, ask for help and set a time.`,
        `And expect critics. When Sanballat and his friends laughed (Nehemiah 2:19), Nehemiah neither argued at length nor gave up. Show your son how a grown man handles criticism: listen for anything true, ignore what is only mockery and keep building.`,
      ),
      resources: [],
    },
    {
      weekNumber: 3,
      title: "Hand Him a Section of the Wall",
      content: paragraphs(
        `Nehemiah could not build the wall himself, and he did not try. He divided the work and trusted people with it. Most fathers find this harder than it sounds. It is quicker to mow the lawn ourselves than to teach a twelve-year-old, and it looks better when we do it. But a son who is never trusted with real work never learns to lead.`,
        `This week, give your son a section of the wall: a real responsibility with a real result. Let a younger boy own the recycling or the dog's water bowl; let a teenager plan a family meal or fix something with your guidance. Explain what done looks like, then step back. Resist redoing his work in front of him. If it needs correction, coach him and let him do it again himself.`,
        `Notice also the nobles of Tekoa, who "put not their necks to the work" (Nehemiah 3:5). Men can slide into a quiet nobility at home, directing chores from the couch. Make sure your son sees you carrying your own section: the dishes, the laundry, the bins, the hard conversations. Boys grow into the men they watched, not the men they were told to be.`,
        `At the end of the week, thank him specifically. "You did your part and the whole family was better for it" is a sentence a boy will remember.`,
      ),
      resources: [],
    },
    {
      weekNumber: 4,
      title: "Lead from the Wall, Not the Palace",
      content: paragraphs(
        `One detail in Nehemiah 5 is easy to miss. As governor, Nehemiah had a right to an allowance of food paid for by the people, as the governors before him had taken. He refused it for twelve years: "so did not I, because of the fear of God" (Nehemiah 5:15). Instead, "I continued in the work of this wall" (Nehemiah 5:16). He led from the wall, with dirt on his hands, not from a comfortable office.`,
        `Our sons are quick to spot the gap between what we require and what we do. If we demand respect and speak with contempt, if we limit their screens and scroll through dinner, if we ask for honesty and shade the truth on the phone, they notice. Little damages a father's authority as fast as that gap does, and little builds it as well as closing it.`,
        `Pick one rule you expect your son to keep and check whether you keep it too. If you don't, tell him so and change. "I've asked you to put your phone away at dinner, and I haven't been doing it. From now on I will" is not weakness. It is leadership from the wall.`,
        `And when fear comes, as it did for Jerusalem's builders, remember Nehemiah's words to the fathers of the city: "fight for your brethren, your sons, and your daughters, your wives, and your houses" (Nehemiah 4:14). Your family is worth standing firm for.`,
      ),
      resources: [],
    },
    {
      weekNumber: 5,
      title: "Don't Come Down",
      content: paragraphs(
        `Nehemiah's enemies invited him to a meeting four times, and four times he said no. Most distractions in a father's life are not evil. They are invitations: a little more overtime, another hobby, a meeting that could have been an email, a screen that is always there. Each one is reasonable. Together they can pull a man off the wall of his own home.`,
        `What is your great work in this season? For most dads of sons between eight and sixteen, part of the answer is simple: this boy, in these years, before he leaves. Write down two or three invitations you will turn down so you can stay on the wall, and tell your son what you are saying no to and why. He needs to know he is worth it.`,
        `When Nehemiah was afraid, he prayed, "Now therefore, O God, strengthen my hands" (Nehemiah 6:9). That is a good prayer for a tired father. You do not need more strength than today requires, and God is glad to give it.`,
        `Finally, celebrate. When the wall was done, the people feasted and were told that "the joy of the LORD is your strength" (Nehemiah 8:10). Mark the end of these five weeks with a meal your son chooses, and tell him what you saw him build.`,
      ),
      resources: [],
    },
  ],
};
