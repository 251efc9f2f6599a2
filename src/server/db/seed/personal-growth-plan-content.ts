// Launch library, personal growth: five weeks on Luke 2:52, how Jesus grew in wisdom, in stature and in
// favour with God and man, and how a boy and his father keep growing too. Editorial rules: seed-plan.ts.
import { challengeDescription, FITNESS_TEST_MEASURES, paragraphs, type SeedPlan } from "./seed-plan.ts";

export const PERSONAL_GROWTH_PLAN: SeedPlan = {
  plan: {
    title: "Wisdom and Stature: Growing Up Strong",
    description:
      'Even Jesus grew up: He "increased in wisdom and stature, and in favour with God and man" (Luke 2:52). ' +
      "Over five weeks, dads and sons look at what it means to grow on purpose: asking God for wisdom, training the body, getting up after a fall and becoming an example to others. " +
      "Measure yourselves in week one and again in week five. Each week has a devotional to share, a challenge to do together and a Dad's Corner for fathers.",
    durationWeeks: 5,
    category: "personal-growth",
    tags: ["growth", "wisdom", "discipline", "fathers-and-sons", "character"],
    isPublic: true,
    coverImageUrl: "/covers/wisdom-and-stature-v2.svg",
  },

  devotionals: [
    {
      weekNumber: 1,
      title: "Jesus Grew Up Too",
      scriptureReference: "Luke 2:40-52",
      content: paragraphs(
        `We know very little about Jesus between His birth and the start of His ministry at about thirty. Luke gives us one story and two short summaries. The first says, "the child grew, and waxed strong in spirit, filled with wisdom: and the grace of God was upon him" (Luke 2:40). Jesus did not skip childhood. He learned to walk, to read and to work with His hands like any other boy in Nazareth.`,
        `The one story happens when Jesus was twelve. After the Passover in Jerusalem, His parents started for home and discovered a day later that He was not with them. After three days of searching they found Him in the temple, "sitting in the midst of the doctors, both hearing them, and asking them questions" (Luke 2:46). He was listening and asking. Growth begins with a teachable heart.`,
        `Then, even though He knew God was His Father in a way no one else could, Jesus "went down with them, and came to Nazareth, and was subject unto them" (Luke 2:51). He went home and obeyed Mary and Joseph. Growing up did not mean breaking away. It meant learning faithfully in the place God had put Him.`,
        `Luke sums up those quiet years in one sentence: "And Jesus increased in wisdom and stature, and in favour with God and man" (Luke 2:52). That is four kinds of growth: the mind (wisdom), the body (stature), the soul (favour with God) and relationships (favour with man). God cares about all four in you too.`,
        `Son, growing up takes time, and a lot of it happens in ordinary days that nobody notices. Dad, you are still growing as well; no one finishes. This week, talk about those four areas. Where is each of you growing? Where are you stuck? Then measure yourselves in this week's challenge, so that in five weeks you can see how far you've come.`,
      ),
      memoryVerse: '"And Jesus increased in wisdom and stature, and in favour with God and man." — Luke 2:52',
      discussionQuestions: [
        "Jesus was found listening and asking questions. Who do you like to ask questions, and what do you want to learn?",
        "Which of the four areas (wisdom, body, God, people) are you growing in most right now? Which needs the most work?",
        "Why do you think Jesus went home and obeyed His parents even though He was the Son of God?",
        "Dad, what is something you are still learning or working on?",
      ],
    },
    {
      weekNumber: 2,
      title: "Ask for Wisdom",
      scriptureReference: "James 1:2-8",
      content: paragraphs(
        `Knowledge is knowing facts. Wisdom is knowing what to do with them: how to live, what to choose, when to speak and when to stay quiet. You can be very smart and not very wise. Proverbs says wisdom is worth more than anything else we could get: "Wisdom is the principal thing; therefore get wisdom" (Proverbs 4:7).`,
        `So where does it come from? James gives one of the clearest promises in the Bible: "If any of you lack wisdom, let him ask of God, that giveth to all men liberally, and upbraideth not; and it shall be given him" (James 1:5). God does not hand wisdom out stingily. "Upbraideth not" means He doesn't scold us for asking or make us feel stupid. He is glad when we come to Him.`,
        `James also says that wisdom often grows through hard things: "the trying of your faith worketh patience" (James 1:3). The test you failed, the friend who let you down, the season when nothing seemed to work: God can use all of those to make you wiser, if you ask Him what He is teaching you.`,
        `There is one more condition: "let him ask in faith, nothing wavering" (James 1:6). That means asking as someone who really wants God's answer, even before you know what it is. Asking for wisdom while planning to do whatever you want anyway is not really asking.`,
        `God also gives wisdom through people. "He that walketh with wise men shall be wise" (Proverbs 13:20). Son, your dad, your grandparents, your pastor and your coaches have learned things the hard way so you don't have to. Dad, you still need wise men in your life too. This week, each of you bring one real decision to God in prayer, and ask one wise person for advice about it.`,
      ),
      memoryVerse:
        '"If any of you lack wisdom, let him ask of God, that giveth to all men liberally, and upbraideth not; and it shall be given him." — James 1:5',
      discussionQuestions: [
        "What is the difference between being smart and being wise? Can you think of an example?",
        "What is a decision you are facing right now where you need wisdom?",
        "James says hard times can grow patience and wisdom. What has a hard time taught you?",
        "Who is a wise person you could ask for advice? What would you ask him or her?",
      ],
    },
    {
      weekNumber: 3,
      title: "Run to Win",
      scriptureReference: "1 Corinthians 9:24-27",
      content: paragraphs(
        `The city of Corinth hosted the Isthmian Games, one of the great athletic festivals of the ancient world. Everyone in Paul's church knew what an athlete's life looked like: months of training, strict eating and a race decided in moments. So Paul used it as a picture: "Know ye not that they which run in a race run all, but one receiveth the prize? So run, that ye may obtain" (1 Corinthians 9:24).`,
        `He went on: "every man that striveth for the mastery is temperate in all things" (1 Corinthians 9:25). "Temperate" means self-controlled. An athlete says no to a lot of things, such as late nights, junk food and skipped practices, because he is saying yes to something bigger. Those athletes trained for a crown of leaves that would wither in a week. Paul says we are running for a crown that lasts for ever.`,
        `Then he said something about his own body: "I keep under my body, and bring it into subjection" (1 Corinthians 9:27). Your body is a gift from God, and "your body is the temple of the Holy Ghost" (1 Corinthians 6:19). Taking care of it, by training, resting, eating well and not wasting it, is part of how we honor Him. Paul also reminds us that "bodily exercise profiteth little: but godliness is profitable unto all things" (1 Timothy 4:8). Training matters, and it is not the most important thing.`,
        `Discipline is doing what you have decided to do, even when you don't feel like it. It is not glamorous. It looks like getting up when the alarm goes, finishing your practice and doing the last rep with good form.`,
        `Son, your body is growing fast right now, and habits you build now will last. Dad, your son will copy the way you care for your body, for better or worse. This week, choose one habit each (sleep, screens, food, exercise) and train it like an athlete.`,
      ),
      memoryVerse: '"Know ye not that they which run in a race run all, but one receiveth the prize? So run, that ye may obtain." — 1 Corinthians 9:24',
      discussionQuestions: [
        "What does an athlete have to say no to in order to win? What might you need to say no to?",
        'Paul says bodily exercise profits "little" but godliness profits in everything. How can we keep both in the right place?',
        "Which habit is hardest for you: going to bed on time, putting screens away, eating well or exercising?",
        "What is one habit we could train together this week?",
      ],
    },
    {
      weekNumber: 4,
      title: "Fall Seven Times, Rise Again",
      scriptureReference: "John 21:15-17",
      content: paragraphs(
        `Peter once promised Jesus that he would never leave Him, even if it meant dying. That same night, standing by a fire in the high priest's courtyard, he denied three times that he even knew Jesus. After the third time, "the Lord turned, and looked upon Peter" (Luke 22:61), and Peter "went out, and wept bitterly" (Luke 22:62). It was the worst failure of his life.`,
        `But it was not the end of his story. After Jesus rose from the dead, He made breakfast for His disciples on the shore of Galilee. Then He asked Peter a question three times, once for each denial: "Simon, son of Jonas, lovest thou me?" (John 21:16). Each time Peter said yes, and each time Jesus gave him work to do: "Feed my sheep" (John 21:17). Jesus did not just forgive Peter. He trusted him again.`,
        `Everyone who grows, fails. You will miss the shot, fail the test, lose your temper, let someone down. Proverbs says, "For a just man falleth seven times, and riseth up again" (Proverbs 24:16). Notice that the just man is not the one who never falls. He is the one who keeps getting up. And we never get up alone: "Though he fall, he shall not be utterly cast down: for the LORD upholdeth him with his hand" (Psalm 37:24).`,
        `Getting up well means three things: being honest about what happened, receiving God's forgiveness instead of hiding, and taking the next faithful step. Peter went on to preach the first sermon of the church.`,
        `Son, how you handle failure now will shape the man you become. Dad, your son needs to hear about your failures and how God picked you up. This week, tell each other about a time you fell and what helped you rise again.`,
      ),
      memoryVerse: '"For a just man falleth seven times, and riseth up again." — Proverbs 24:16',
      discussionQuestions: [
        "Peter failed badly, but Jesus trusted him again. How does that change the way you think about your mistakes?",
        "What do you usually do after you fail: hide it, blame someone, quit or get back up?",
        "Why do you think Jesus asked Peter the same question three times?",
        "Dad, tell about a failure that God used to help you grow. Son, what is a fall you are still getting up from?",
      ],
    },
    {
      weekNumber: 5,
      title: "Be an Example",
      scriptureReference: "1 Timothy 4:12-16",
      content: paragraphs(
        `Timothy was a young man leading a church full of people older than he was. Some of them probably thought he was too young to be taken seriously. His mentor Paul wrote to him: "Let no man despise thy youth; but be thou an example of the believers, in word, in conversation, in charity, in spirit, in faith, in purity" (1 Timothy 4:12).`,
        `Paul did not tell Timothy to wait until he was older to matter. He told him to be an example now, in six areas: word (what you say), conversation (an old word for how you live your daily life), charity (love), spirit, faith and purity. People might doubt his age, but they could not argue with his life.`,
        `Then Paul told him to keep working at it: "Meditate upon these things; give thyself wholly to them; that thy profiting may appear to all" (1 Timothy 4:15). "Profiting" means progress. Paul expected Timothy to keep growing, and he expected people to be able to see it. Growth is not about being perfect. It is about steady progress that others can notice.`,
        `Remember Luke 2:52. Over these five weeks you have thought about growing in wisdom, growing in stature, getting up after falling and now growing in favour with people by the example you set. Growth is not a five-week project. It is a lifelong race, and you run it best together.`,
        `Son, younger kids are already watching you: a little brother, a cousin, kids on your team. You are an example whether you mean to be or not. Dad, so are you. This week, measure yourselves again and celebrate your progress. Then ask each other: what kind of example do I want to be in the next year?`,
      ),
      memoryVerse:
        '"Let no man despise thy youth; but be thou an example of the believers, in word, in conversation, in charity, in spirit, in faith, in purity." — 1 Timothy 4:12',
      discussionQuestions: [
        "Who looks up to you? What do you want them to learn by watching you?",
        "Which of Paul's six areas (word, way of life, love, spirit, faith, purity) is strongest for you? Which needs work?",
        "What progress have you seen in each other during these five weeks?",
        "What is one goal for growth each of us will work on next, and how can we help each other?",
      ],
    },
  ],

  challenges: [
    {
      weekNumber: 1,
      title: "Measure Your Stature",
      description: challengeDescription({
        intro: "You can't see growth you never measured. Take four simple fitness measurements today and write them down; you will repeat them in week 5.",
        steps: [
          "1. Warm up (4 min): march in place, 10 squats, 10 arm circles each way, 10 leg swings per leg and 5 inchworms.",
          "2. Push-ups (2 min): each does as many push-ups as he can with good form (chest close to the floor, body straight). The partner counts only good reps.",
          "3. Plank (4 min): each holds a forearm plank as long as he can with a straight body. The partner times it and stops the clock when the hips sag.",
          "4. Standing long jump (4 min): stand behind a line with both feet and jump forward as far as you can, landing on both feet. Measure from the line to your back heel. Best of three jumps.",
          "5. Sit and reach (2 min): sit with your legs straight and your heels on a line, and lay a tape measure between your legs with its 50 cm mark on the line. Reach forward slowly and read the mark under your fingertips (reaching your heels reads 50). Best of three.",
          "6. Record (4 min): write all four results on a card with today's date and keep it safe, or save them in a journal entry.",
        ],
        easier: "do push-ups on your knees or against a bench (write down which), and jump from a standing start without a run-up.",
        harder: "add a fifth test: how many squats you can do in 60 seconds with good form.",
        safety:
          "warm up first, jump on a non-slip surface like grass or carpet, and stop a test when form breaks. This is a starting point, not a competition between you.",
      }),
      fitnessFocus: "Fitness Test",
      difficulty: 1,
      durationMinutes: 20,
      equipmentNeeded: ["a tape measure", "a timer (a phone works)", "paper and a pencil"],
      measures: FITNESS_TEST_MEASURES,
    },
    {
      weekNumber: 2,
      title: "The Wisdom Deck",
      description: challengeDescription({
        intro: "Wisdom and strength grow together. A deck of cards decides the workout, and every face card asks a question worth thinking about.",
        steps: [
          "1. Warm up (4 min): jog in place, 10 squats, 10 arm circles each way and 10 jumping jacks.",
          "2. Set the suits: hearts = squats, diamonds = push-ups, clubs = sit-ups, spades = jumping jacks. Number cards are that many reps; aces are 11.",
          '3. Play (14 min): take turns drawing a card and do the exercise together. When someone draws a jack, queen or king, nobody exercises: the one who drew it answers a question the other asks, such as "What is a wise choice you made this week?" or "What would you do if a friend asked you to cheat?" Then draw again. Keep going until the time is up.',
          "4. Cool down (2 min): stretch and tell each other the wisest answer you heard.",
        ],
        easier: "halve the number on each card (rounding up), and do push-ups on your knees.",
        harder: "count face cards as 15 reps of burpees after the question, and finish the whole deck if you can.",
        safety:
          "keep the moves controlled and the reps honest, and drink water between cards. If a card is too many for good form, split it into smaller sets.",
      }),
      fitnessFocus: "Strength & Endurance",
      difficulty: 2,
      durationMinutes: 20,
      equipmentNeeded: ["a deck of playing cards"],
    },
    {
      weekNumber: 3,
      title: "So Run",
      description: challengeDescription({
        intro: '"So run, that ye may obtain" (1 Corinthians 9:24). Train like an athlete with run-walk intervals, where self-control matters as much as speed.',
        steps: [
          "1. Warm up (5 min): walk briskly, then add high knees, butt kicks and side shuffles for 20 seconds each.",
          "2. Intervals (14 min): run at a steady pace you could keep while talking for 45 seconds, then walk for 60 seconds. Repeat 8 times. Stay side by side at the slower runner's pace.",
          "3. Finish strong (2 min): one last 30-second run where each of you runs his own fastest controlled pace, then walk back to meet.",
          "4. Cool down (4 min): walk slowly, drink water and stretch your calves, thighs and hips. Talk about the habit you chose to train this week.",
        ],
        easier: "run for 30 seconds and walk for 90, and do 6 rounds.",
        harder: "run for 60 seconds and walk for 45, and do 10 rounds.",
        safety:
          "run on a safe route such as a park path, a track or a quiet loop, with good shoes. Slow down if you can't talk, and stop if you feel dizzy or have chest pain.",
      }),
      fitnessFocus: "Cardio",
      difficulty: 3,
      durationMinutes: 25,
      equipmentNeeded: ["running shoes", "water"],
      measures: [{ unit: "rounds", label: "Run-walk intervals", targets: { standard: 8, easier: 6, harder: 10 } }],
    },
    {
      weekNumber: 4,
      title: "Seven Times Down, Eight Times Up",
      description: challengeDescription({
        intro: '"A just man falleth seven times, and riseth up again" (Proverbs 24:16). Practice getting down and getting back up, again and again.',
        steps: [
          "1. Warm up (4 min): march in place, 10 squats, 10 lunges (5 per leg) and 5 inchworms.",
          "2. Get-up practice (4 min): from standing, lower yourself to lie flat on your back, then stand up again any way you can. Do it 7 times, slowly and under control.",
          "3. Rise-up ladder (8 min): do 1 burpee (squat, hands down, step or jump back to a plank, step or jump in, stand up), then rest while your partner does 1. Then 2 each, 3 each, up to 7 each, taking turns. The resting partner counts out loud.",
          "4. Eighth time (1 min): after the ladder, stand side by side, lie down together one last time and help each other up.",
          "5. Cool down (3 min): stretch and talk about a time you got back up after failing.",
        ],
        easier: "step back and forward instead of jumping in the burpees, skip the push-up, and climb the ladder to 5.",
        harder: "add a push-up and a jump to every burpee, and climb back down the ladder from 7 to 1.",
        safety: "lower yourself to the floor with your hands, never drop. Use carpet, grass or a mat, and rest as long as you need between turns.",
      }),
      fitnessFocus: "Full Body",
      difficulty: 3,
      durationMinutes: 20,
      equipmentNeeded: ["a mat, carpet or grass"],
    },
    {
      weekNumber: 5,
      title: "Measure Again",
      description: challengeDescription({
        intro: "Five weeks ago you measured yourselves. Repeat the same four tests and see your progress, then celebrate it.",
        steps: [
          "1. Warm up (4 min): the same warm-up as week 1, so the tests are fair.",
          "2. Retest (12 min): push-ups, forearm plank, standing long jump (best of three) and sit and reach, the same way as in week 1. The partner counts, times and measures.",
          "3. Compare (4 min): put the two cards side by side. Circle every result that improved. If one didn't, talk about why; growth isn't always steady, and that's fine.",
          "4. Example round (4 min): each of you teaches the other one exercise he has gotten better at, showing perfect form, then do 10 reps of it together.",
          "5. Celebrate (1 min): a handshake or a hug, and pray together, thanking God for five weeks of growing side by side.",
        ],
        easier: "use the same easier versions you used in week 1, so you compare like with like.",
        harder: "add the 60-second squat test, and set one new goal for each test to check again in a month.",
        safety: "warm up fully before testing and stop a test when form breaks. Compare yourself with yourself, not with each other.",
      }),
      fitnessFocus: "Fitness Test",
      difficulty: 2,
      durationMinutes: 25,
      equipmentNeeded: ["your week 1 results", "a tape measure", "a timer (a phone works)"],
      measures: FITNESS_TEST_MEASURES,
    },
  ],

  dadsCorner: [
    {
      weekNumber: 1,
      title: "Eighteen Summers",
      content: paragraphs(
        `Most of Jesus' life was hidden in Nazareth. For roughly thirty years He grew, worked and obeyed His parents, and Luke covers it in a handful of verses. God was in no hurry. Growth that lasts is slow, and most of it happens out of sight.`,
        `That is a comfort for fathers. Your son will not become the man you hope for in a season or a single conversation. He will grow in a thousand ordinary moments: car rides, chores, meals, disagreements. Some days you will see progress; many days you won't. Keep showing up. Someone has pointed out that a father gets about eighteen summers with his son at home. Whatever his age, a good part of yours are already spent, and every one left is worth using well.`,
        `Luke 2:52 gives you a simple way to think about your son's growth: wisdom, stature, favour with God and favour with man. This week, quietly note where he is strong and where he needs help in each area. Resist the urge to fix everything at once. Pick one area to encourage, and tell him what you see growing in him.`,
        `Notice too that Jesus "was subject unto them" (Luke 2:51). Mary and Joseph were not perfect parents; they lost Him for three days. God still used them. He can use you too.`,
      ),
      resources: [],
    },
    {
      weekNumber: 2,
      title: "Let Him Watch You Learn",
      content: paragraphs(
        `Sons learn that wisdom matters by watching fathers who are still seeking it. If your son only ever sees you as the man with all the answers, he may conclude that grown men stop learning, or that admitting you don't know is a weakness.`,
        `This week, let him see you learn. Read something worthwhile where he can see it. Ask an older man for advice and tell your son about the conversation. When he asks a question you can't answer, say "I don't know. Let's find out," and then look into it together.`,
        `Pray for wisdom out loud, too. James promises that God gives it "liberally" (James 1:5). A father who says at the dinner table, "I have a hard decision at work, and I've been asking God for wisdom," teaches his son more about prayer than any lecture.`,
        `Finally, think about the wise men in your son's life. Coaches, youth leaders, grandfathers and family friends all shape him. Are there one or two men you would like him to spend more time with? Invite them into your family's life.`,
      ),
      resources: [],
    },
    {
      weekNumber: 3,
      title: "Training, Not Just Restricting",
      content: paragraphs(
        `Paul compared the Christian life to an athlete's training, and the comparison is useful for fathers. A good coach doesn't only tell his players what not to do; he builds their capacity through practice. Many of our efforts with sons are restrictions: less screen time, no junk food, bed by ten. Those have their place, but a boy also needs something to say yes to.`,
        `Help your son find it. It might be a sport, an instrument, a trade skill, a running goal or a project you do together. Training toward something he cares about makes the restrictions make sense. Discipline grows more easily toward a goal than away from a rule.`,
        `Be honest about your own habits, too. Your son notices whether you exercise, how you eat, when you go to bed and how much you sit on your phone. You don't need to be an athlete. You do need to show him that caring for the body God gave you is part of following Him, while keeping it in its place: "godliness is profitable unto all things" (1 Timothy 4:8).`,
        `Hebrews admits that discipline "for the present seemeth to be joyous, but grievous" (Hebrews 12:11). Expect complaints. Stay kind, stay consistent and let the fruit come later.`,
      ),
      resources: [],
    },
    {
      weekNumber: 4,
      title: "When He Fails",
      content: paragraphs(
        `How you respond to your son's failures will shape how he thinks God responds to his failures. That is a sobering thought. If failure at home brings contempt, sarcasm or cold silence, he may assume God is the same. If it brings honesty, consequences where needed and then restoration, he learns the gospel.`,
        `Look at how Jesus restored Peter. He didn't pretend the denial hadn't happened. He asked a hard question three times, and it hurt. But He ended with trust: "Feed my sheep" (John 21:17). After your son fails, don't stop at correction. Find a way to trust him again, visibly and soon.`,
        `Tell him about your own failures, appropriate to his age. Sons often assume their fathers never struggled. Hearing how you failed a class, lost a job, hurt a friend or wandered from God, and how you got back up, gives him a map for his own falls.`,
        `And when you fail him, as every father does, go to him and say so plainly. "I was wrong to yell at you. Will you forgive me?" A father who can rise after his own falls teaches his son that getting up is what men do.`,
      ),
      resources: [],
    },
    {
      weekNumber: 5,
      title: "Tell Him What You See",
      content: paragraphs(
        `Paul told Timothy not to let anyone despise his youth. Boys often feel too young to matter, and the world can reinforce it. A father's words can push back. Tell your son specifically what you see in him that is good and growing: "You were patient with your sister today." "You kept going on that last run when you wanted to stop." "I see you becoming a man others can trust."`,
        `This week, write it down. On one page, note the growth you have seen in your son over these five weeks in each area of Luke 2:52: wisdom, stature, favour with God and favour with man. Be concrete. Give it to him, or read it to him and then give it to him. Words on paper last.`,
        `Then look ahead together. What does he want to grow in next? What do you want to grow in? Set one goal each for the next three months and agree how you will check in. Growth is a race you run for life, and it is better run together.`,
        `Finally, remember that your son's growth ultimately belongs to God. You plant and water; He gives the increase. Pray for your son by name every day, and let him know that you do.`,
      ),
      resources: [],
    },
  ],
};
