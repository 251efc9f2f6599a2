// Launch library, relationships: five weeks with Jonathan and David, the friendship that risked a crown and
// outlived both friends. Editorial rules: seed-plan.ts.
import { challengeDescription, paragraphs, type SeedPlan } from "./seed-plan.ts";

export const RELATIONSHIPS_PLAN: SeedPlan = {
  plan: {
    title: "Knit Together: Friendship Lessons from Jonathan and David",
    description:
      "A prince and a shepherd became the closest of friends, and their loyalty survived jealousy, danger and even death. " +
      "Over five weeks, dads and sons learn what it takes to be a true friend: loving at all times, cheering each other's wins, speaking well of each other, showing up in hard places and keeping promises. " +
      "Each week has a devotional to share, a challenge to do together and a Dad's Corner for fathers.",
    durationWeeks: 5,
    category: "relationships",
    tags: ["friendship", "loyalty", "fathers-and-sons", "1-samuel", "kindness"],
    isPublic: true,
    coverImageUrl: "/covers/knit-together-v2.svg",
  },

  devotionals: [
    {
      weekNumber: 1,
      title: "Knit Together",
      scriptureReference: "1 Samuel 18:1-4",
      content: paragraphs(
        `David had just defeated Goliath. He stood before King Saul still holding the giant's head, a shepherd boy from Bethlehem who suddenly had everyone's attention. Listening nearby was Jonathan, Saul's son, the prince who would one day be king. He was a brave warrior himself; he had once climbed a cliff with only his armor-bearer and routed a Philistine garrison (1 Samuel 14).`,
        `Something happened that day between these two young men: "the soul of Jonathan was knit with the soul of David, and Jonathan loved him as his own soul" (1 Samuel 18:1). Knitting takes separate threads and weaves them into one piece of cloth. That is what real friendship does. Two different people, a prince and a shepherd, become bound together.`,
        `Then Jonathan did something surprising. He "stripped himself of the robe that was upon him, and gave it to David, and his garments, even to his sword, and to his bow, and to his girdle" (1 Samuel 18:4). The robe was a prince's robe. The sword and bow were a warrior's most valued possessions. Jonathan gave David his best, and he gave it first, before David had done anything for him.`,
        `That is the heart of friendship in the Bible. It is not mainly about what a friend can do for you. It is about what you are glad to give. "A friend loveth at all times" (Proverbs 17:17): on the good days and the bad ones, when it is easy and when it costs you something.`,
        `Son, you are at an age when friends matter a lot, and choosing them well matters even more. Dad, your son learns about friendship from watching yours. This week, talk about your friends: who they are, why you chose them and what kind of friend each of you wants to be.`,
      ),
      memoryVerse: '"A friend loveth at all times, and a brother is born for adversity." — Proverbs 17:17',
      discussionQuestions: [
        "Who is one of your closest friends, and what first drew you to him?",
        "Jonathan gave David his robe, sword and bow. What is something of yours you could share with a friend this week?",
        'What is the difference between a friend who loves "at all times" and a friend who is only there when things are fun?',
        "Dad, who was your best friend at your son's age? What made that friendship strong, or what ended it?",
      ],
    },
    {
      weekNumber: 2,
      title: "Glad When a Friend Wins",
      scriptureReference: "1 Samuel 18:5-16",
      content: paragraphs(
        `David kept winning. Saul put him in charge of soldiers, and "he was accepted in the sight of all the people" (1 Samuel 18:5). When the army came home, the women of Israel danced and sang, "Saul hath slain his thousands, and David his ten thousands" (1 Samuel 18:7).`,
        `Saul could not stand it. "Saul was very wroth, and the saying displeased him" (1 Samuel 18:8). From that day on he watched David with suspicion (1 Samuel 18:9). His jealousy grew until it ruled him. He threw a spear at David, sent him on dangerous missions and finally hunted him like an animal. Jealousy always starts small, with a sour feeling when someone else is praised, and it never stays small.`,
        `Now think about Jonathan. If anyone had a reason to be jealous, it was him. He was the king's son; the throne was supposed to be his. Every cheer for David was, in a way, a cheer against Jonathan's future. But instead of growing bitter, Jonathan "delighted much in David" (1 Samuel 19:2). Later he even told David, "thou shalt be king over Israel, and I shall be next unto thee" (1 Samuel 23:17). He was glad for his friend to go higher than himself.`,
        `That kind of gladness does not come naturally. It comes from knowing that God is in charge of who wins what, and that a friend's success takes nothing from you that God meant you to have. "Charity envieth not" (1 Corinthians 13:4).`,
        `Son, it is hard when your friend makes the team and you don't, or when your brother gets the praise. Dad, it is hard when a coworker gets the promotion. This week, practice being Jonathan: when someone near you wins, be the first to cheer.`,
      ),
      memoryVerse: '"Be kindly affectioned one to another with brotherly love; in honour preferring one another." — Romans 12:10',
      discussionQuestions: [
        "When was the last time you felt jealous of someone? What happened?",
        "Why do you think Jonathan could be happy for David even though David would take his place?",
        "Saul's jealousy started with a song. How can a small jealous thought grow into something bigger?",
        "Who is someone we could congratulate or cheer for this week?",
      ],
    },
    {
      weekNumber: 3,
      title: "Speak Good of Your Friend",
      scriptureReference: "1 Samuel 19:1-7",
      content: paragraphs(
        `One day Saul gave an order to his son and his servants "that they should kill David" (1 Samuel 19:1). Jonathan was caught between his father and his best friend. He could have stayed quiet and kept out of trouble. Instead he warned David to hide, and then he went to talk to his father.`,
        `"And Jonathan spake good of David unto Saul his father" (1 Samuel 19:4). He reminded Saul of everything David had done: how he risked his life against Goliath and how the whole nation had been saved that day. "Thou sawest it, and didst rejoice: wherefore then wilt thou sin against innocent blood, to slay David without a cause?" (1 Samuel 19:5). Jonathan spoke the truth respectfully, and for a while it worked. Saul promised that David would not be killed (1 Samuel 19:6).`,
        `It takes courage to speak well of someone who is not in the room, especially when everyone else is tearing him down. It is much easier to join in or stay silent. But God cares deeply about what we say about others. "Death and life are in the power of the tongue" (Proverbs 18:21). Our words can put someone down or lift him up.`,
        `This does not mean pretending a friend is perfect. Jonathan told Saul the truth. Real friends speak honestly to each other and loyally about each other. When you hear someone mocked, defend him. When you see good in someone, say it out loud.`,
        `Son, there will be times when your friends talk about a kid behind his back. Dad, there will be times at work. This week, each of you try to speak good of someone who isn't there to hear it, and notice how it changes the conversation.`,
      ),
      memoryVerse:
        '"Let no corrupt communication proceed out of your mouth, but that which is good to the use of edifying, that it may minister grace unto the hearers." — Ephesians 4:29',
      discussionQuestions: [
        "Have you ever heard someone being talked about behind his back? What did you do?",
        "Why was it risky for Jonathan to stand up for David in front of his own father?",
        "What is the difference between being honest with a friend and gossiping about a friend?",
        "Name one good thing about someone in our family that we don't say often enough.",
      ],
    },
    {
      weekNumber: 4,
      title: "He Strengthened His Hand in God",
      scriptureReference: "1 Samuel 23:14-18",
      content: paragraphs(
        `Years passed, and David became a fugitive. Saul's jealousy had turned to hatred, and David hid in caves and forests with a band of followers. "Saul sought him every day, but God delivered him not into his hand" (1 Samuel 23:14). David must have been exhausted and discouraged. The king's anointing seemed far away.`,
        `Then, in the middle of the wilderness, someone came to find him: "And Jonathan Saul's son arose, and went to David into the wood, and strengthened his hand in God" (1 Samuel 23:16). Jonathan risked his father's anger to go where his friend was hiding. He did not bring an army or a plan. He brought encouragement, and he pointed David back to God.`,
        `Look at what he said: "Fear not: for the hand of Saul my father shall not find thee; and thou shalt be king over Israel" (1 Samuel 23:17). Jonathan reminded David of God's promise when David was too tired to remember it himself. That is what it means to strengthen someone's hand in God. You don't just say "Cheer up." You help your friend hold on to what God has said.`,
        `The Bible says, "Two are better than one; because they have a good reward for their labour. For if they fall, the one will lift up his fellow" (Ecclesiastes 4:9-10). Everyone falls sometimes. The question is whether someone will come into the woods to find us, and whether we will go into the woods for others.`,
        `Son, you might have a friend who is going through something hard: parents splitting up, a sickness, a loss. Dad, you probably know a man who is struggling too. This week, go to them. Send the message, make the visit, pray with them. Strengthen a hand in God.`,
      ),
      memoryVerse:
        '"Two are better than one; because they have a good reward for their labour. For if they fall, the one will lift up his fellow: but woe to him that is alone when he falleth; for he hath not another to help him up." — Ecclesiastes 4:9-10',
      discussionQuestions: [
        "Why do you think Jonathan went to find David himself instead of sending a message?",
        "What is the difference between cheering someone up and strengthening his hand in God?",
        "Who do we know who is going through a hard time right now? How could we go to them?",
        "When has someone come alongside you when you were discouraged?",
      ],
    },
    {
      weekNumber: 5,
      title: "A Promise That Outlived Them",
      scriptureReference: "2 Samuel 9:1-13",
      content: paragraphs(
        `Jonathan and David made a covenant, a solemn promise before God, that their friendship would reach past their own lives: "The LORD be between me and thee, and between my seed and thy seed for ever" (1 Samuel 20:42). Not long after, Jonathan died in battle beside his father. David wept for him: "very pleasant hast thou been unto me" (2 Samuel 1:26).`,
        `Years later, David was king at last. He could have forgotten the promise; nobody would have known. Instead he asked, "Is there yet any that is left of the house of Saul, that I may shew him kindness for Jonathan's sake?" (2 Samuel 9:1). There was one: Jonathan's son Mephibosheth, who was lame in both feet and living far from the palace.`,
        `Mephibosheth was afraid when he was brought in. Kings often wiped out the families of the kings before them. But David said, "Fear not: for I will surely shew thee kindness for Jonathan thy father's sake, and will restore thee all the land of Saul thy father; and thou shalt eat bread at my table continually" (2 Samuel 9:7). Mephibosheth could hardly believe it. He called himself a "dead dog" (2 Samuel 9:8). David called him family.`,
        `This is faithfulness: keeping your word when it is inconvenient, when years have passed and when nobody is checking. It is also a picture of God's kindness to us. We come to Him afraid and unworthy, and He gives us a seat at His table for the sake of His Son.`,
        `Son, friendship is built on promises kept: showing up when you said you would, keeping a secret, sticking with a friend when others leave. Dad, the same is true of the promises you make to your son. This week, remember a promise you made and keep it, and finish these five weeks by thanking God for the friends He has given you.`,
      ),
      memoryVerse: '"A man that hath friends must shew himself friendly: and there is a friend that sticketh closer than a brother." — Proverbs 18:24',
      discussionQuestions: [
        "David kept a promise that nobody else knew about. Why does keeping your word matter even when no one would find out?",
        "How do you think Mephibosheth felt when he was invited to eat at the king's table?",
        "Is there someone who is left out that we could invite to our table?",
        "What is one promise we want to make to each other as we finish this plan?",
      ],
    },
  ],

  challenges: [
    {
      weekNumber: 1,
      title: "Mirror Match",
      description: challengeDescription({
        intro: "Friends learn to move together. Face each other and mirror every move your partner makes, as if your souls were knit together.",
        steps: [
          "1. Warm up (3 min): jog in place, 10 arm circles each way, 10 squats and 10 side lunges (5 each side).",
          "2. Mirror drill (6 min): stand facing each other about two big steps apart. The leader moves (side shuffles, squats, high knees, reaches, lunges) and the follower copies him like a mirror. Go for 45 seconds, rest 15 seconds, and switch leaders. Do 3 rounds each.",
          "3. Shadow tag (4 min): the leader tries to shake off the follower by shuffling quickly left and right; the follower tries to stay right in front of him. 20 seconds each way, 4 times.",
          "4. Cool down (2 min): stretch your legs, then each say one thing you would give a friend, the way Jonathan gave David his robe.",
        ],
        easier: "keep the moves slow and simple (steps, arm raises, half squats) and shorten each round to 30 seconds.",
        harder: "add jumps, quick direction changes and push-ups to the leader's moves, and play shadow tag for 30 seconds at a time.",
        safety: "clear a space free of furniture and toys, wear shoes or go barefoot on a non-slip floor, and don't shuffle into each other.",
      }),
      fitnessFocus: "Agility",
      difficulty: 1,
      durationMinutes: 15,
      equipmentNeeded: [],
    },
    {
      weekNumber: 2,
      title: "Cheer for Every Rep",
      description: challengeDescription({
        intro: "Jonathan was glad when David won. This workout has one rule: when your partner works, you are his loudest fan.",
        steps: [
          "1. Warm up (4 min): 20 jumping jacks, 10 squats, 10 arm circles each way and 5 inchworms.",
          "2. Set a target (2 min): each of you picks a number of reps you think your partner can do in 40 seconds of squats. Write both numbers down.",
          "3. Cheer circuit (10 min): one works for 40 seconds while the other counts out loud and cheers, then swap. Do squats, push-ups, mountain climbers and jumping jacks, then a second round of all four. Each time your partner beats the target you set, celebrate it.",
          "4. Cool down (4 min): walk and stretch. Each tells the other which rep was his best, and why.",
        ],
        easier: "work for 25 seconds and rest for 35, do push-ups on your knees or against a wall, and do one round.",
        harder: "work for 50 seconds, add a third round and finish with a 1-minute plank side by side.",
        safety: "cheer, don't push: good form matters more than beating the target. Stop if anything hurts and drink water between rounds.",
      }),
      fitnessFocus: "Endurance",
      difficulty: 2,
      durationMinutes: 20,
      equipmentNeeded: ["paper and a pencil", "a timer (a phone works)"],
    },
    {
      weekNumber: 3,
      title: "Back to Back",
      description: challengeDescription({
        intro: "A loyal friend has your back. Work back to back and face to face, and say something good about your partner with every pass.",
        steps: [
          "1. Warm up (4 min): march in place, 10 squats, 10 torso twists and 10 arm circles each way.",
          "2. Back-to-back sit (6 min): stand back to back, link arms at the elbows and slowly walk your feet out as you lower into a squat together, pushing against each other's backs. Hold for 20 seconds, stand up together and rest. Do 5 rounds.",
          "3. Pass and praise (6 min): sit on the floor back to back. Twist and pass a ball or a pillow to your partner on one side, then take it back on the other side. Every time you pass it, say one good thing about him, a different thing every time. Do 3 rounds of 10 passes.",
          "4. Cool down (4 min): lie on your backs, stretch your hamstrings and sides, and talk about someone you could speak good of this week.",
        ],
        easier: "hold the back-to-back squat higher, for 10 seconds, and pass the ball with 6 passes a round.",
        harder: "hold the squat lower, for 30 seconds, and lift your feet off the floor during the passes.",
        safety: "lower and rise together slowly, and tell your partner before you stand up. The dad should match the son's pace, not the other way round.",
      }),
      fitnessFocus: "Core & Teamwork",
      difficulty: 2,
      durationMinutes: 20,
      equipmentNeeded: ["a ball or a pillow", "a mat or carpeted floor"],
    },
    {
      weekNumber: 4,
      title: "Lift Him Up",
      description: challengeDescription({
        intro: '"If they fall, the one will lift up his fellow" (Ecclesiastes 4:10). Train with moves where each of you helps the other up.',
        steps: [
          "1. Warm up (4 min): jog in place, 10 squats, 10 push-ups against a wall, 10 leg swings per leg.",
          "2. Partner sit-ups (4 min): one lies with knees bent while the other holds his feet down. 10 sit-ups, then swap. 2 rounds each. The helper counts and encourages.",
          "3. Pull-up squats (4 min): face each other, hold each other's wrists and lean back slightly. Squat down together and use each other's grip to rise. 3 rounds of 10.",
          "4. Wheelbarrow walk (5 min): the son puts his hands on the floor and the dad holds his ankles (or knees) while he walks on his hands for 5 to 10 steps. Switch if the son can hold the dad's knees safely, or the dad does 10 push-ups instead. 4 rounds.",
          "5. Cool down (3 min): stretch your wrists, shoulders and legs, and pray for a friend who needs strength this week.",
        ],
        easier: "hold the wheelbarrow at the knees or hips and go 5 steps, and do sit-ups with arms reaching forward.",
        harder: "hold the wheelbarrow at the ankles and go 15 steps, and add a 10-second hold at the top of each partner squat.",
        safety:
          'on the wheelbarrow walk the walker sets the pace and says "down" to stop; the holder lowers his legs gently. Use grass, carpet or a mat, and keep the space clear.',
      }),
      fitnessFocus: "Strength",
      difficulty: 3,
      durationMinutes: 20,
      equipmentNeeded: ["grass, carpet or a mat"],
    },
    {
      weekNumber: 5,
      title: "The Covenant Course",
      description: challengeDescription({
        intro:
          "Finish with an obstacle course you design together, with half of it chosen by each of you, then run it as a team and keep your word to finish it.",
        steps: [
          "1. Design (5 min): each of you picks three stations for the course using what you have: step-ups on a sturdy step, crawl under a table, hop over a broom laid on the floor, 10 squats, 10 push-ups, carry a filled water jug 20 steps. Agree on the order and promise each other you will finish it together.",
          "2. Walk-through (3 min): walk through the course once slowly as a warm-up.",
          "3. Covenant laps (12 min): run the course side by side, doing every station together, 4 to 6 times. Rest 1 minute between laps. On the last lap, the faster one waits for the slower one at every station.",
          "4. Table (5 min): finish at the kitchen table with water and a snack, the way Mephibosheth ate at the king's table, and talk about the promise you made each other at the end of this week's devotional.",
        ],
        easier: "choose three stations each with gentle moves, walk instead of jog between them, and do 3 laps.",
        harder: "add a seventh station of your choice and aim to go 30 seconds faster on each lap while keeping good form.",
        safety: "use only sturdy furniture and steps, keep the course away from glass and stairs, and clear it up afterwards so nobody trips.",
      }),
      fitnessFocus: "Endurance & Agility",
      difficulty: 2,
      durationMinutes: 25,
      equipmentNeeded: ["a sturdy step", "a table to crawl under", "a broom", "a filled water jug"],
    },
  ],

  dadsCorner: [
    {
      weekNumber: 1,
      title: "Be the Friend You Hope He Will Have",
      content: paragraphs(
        `Many men have plenty of acquaintances and very few friends. Work, family and fatigue crowd friendship out, and we tell ourselves it will come back later. Meanwhile our sons are watching and learning what a man's friendships look like. If they see none, they may conclude that men don't need friends, at the very age when they most need good ones.`,
        `Jonathan's friendship with David was active. He gave first, he made a covenant and he kept showing up. This week, do one thing to invest in a friendship of your own: call a friend you have let drift, invite a family from church for a meal or ask a man you respect to get coffee. Tell your son what you are doing and why.`,
        `Then talk with your son about his friends, not to interrogate but to understand. Ask who he sits with at lunch, who makes him laugh and who he trusts. "He that walketh with wise men shall be wise: but a companion of fools shall be destroyed" (Proverbs 13:20). If there are friends who worry you, keep the door open rather than slamming it; your influence depends on his willingness to keep talking to you.`,
        `Finally, be a friend to him in the way a father can be. Not a buddy who never leads, but a man who enjoys his company. Do something he loves this week simply because he loves it.`,
      ),
      resources: [],
    },
    {
      weekNumber: 2,
      title: "Jonathan, Not Saul",
      content: paragraphs(
        `Saul's jealousy of David is a warning for fathers. Saul eventually became jealous of the younger man who outshone him, and in the end he turned on his own son for loving David (1 Samuel 20:30-33). It is uncomfortable to admit, but a father can feel a flicker of rivalry with his son: when he wins at the game we used to be good at, when his mother laughs at his jokes, when he starts to think he knows better.`,
        `Jonathan shows another way. He told David, "I shall be next unto thee" (1 Samuel 23:17), glad to stand second to the one God was raising up. The best fathers want their sons to go further than they did, and they say so. When your son beats you at something fairly, congratulate him and mean it. When he knows more than you about something, ask him to teach you.`,
        `Watch also for jealousy between brothers, or between your son and his friends. Children compare themselves constantly, and social media makes it worse. Help your son name jealousy when he feels it ("It's hard when he gets picked and you don't") and then practice gladness together: a text of congratulations, a handshake after the game.`,
        `And check your own heart at work. If a colleague's success stings, pray for him by name this week. Your son will not see that prayer, but he will see the man it makes you.`,
      ),
      resources: [],
    },
    {
      weekNumber: 3,
      title: "How You Speak About People Who Aren't There",
      content: paragraphs(
        `Jonathan spoke well of David to Saul, at real risk to himself. Our sons learn how to talk about people mostly by hearing us talk about them, especially when they are not in the room. What does your son hear you say about his mother, his teachers, your boss, your neighbors, the other team's coach, the people you vote against?`,
        `A father who mocks people at home raises a son who mocks people at school. A father who speaks respectfully of people he disagrees with shows his son that honesty and kindness can live together. This week, pay attention to how you speak about people who are absent. Where you have been harsh, say so to your son, and correct it.`,
        `Above all, speak well of your son's mother, whether you are married to her or not. Few things steady a boy like hearing his father honor his mother, and few things wound him like the opposite. If your family's story is complicated, you can still choose words that build up.`,
        `And let your son overhear you praising him. Tell a friend, a grandparent or his coach, within his hearing, something good he did this week. Boys often believe what they overhear more than what is said to their faces.`,
      ),
      resources: [],
    },
    {
      weekNumber: 4,
      title: "Go Into the Wood",
      content: paragraphs(
        `Jonathan went to David where he was hiding. That detail matters for fathers. When our sons are struggling, our instinct is often to summon them: "Come and talk to me." Jonathan went into the wood. He met David on David's ground.`,
        `For your son, the wood might be his room, the driveway where he shoots hoops, the video game he plays or the long drive to practice. Many boys talk more easily side by side than face to face. This week, go where your son is, with no agenda. Sit on the end of his bed at night. Ask to play his game. Let the conversation come.`,
        `When he does open up, remember what Jonathan did: he "strengthened his hand in God" (1 Samuel 23:16). That is different from fixing the problem, lecturing or minimizing it. Listen until you understand, then remind him of what is true about God and about him. A short prayer with your hand on his shoulder can do more than a long talk.`,
        `Watch for the men around you as well. A friend who has gone quiet may be in his own wilderness. A text, a visit or a meal could be the strength he needs, and your son will see that men go into the wood for each other.`,
      ),
      resources: [],
    },
    {
      weekNumber: 5,
      title: "Keep the Small Promises",
      content: paragraphs(
        `David kept his covenant with Jonathan years after Jonathan was gone, at real cost, when nobody could have held him to it. Your son's trust is built the same way: promise by promise, and the small ones count most. "We'll play catch after dinner." "I'll be at your game." "I'll look at your bike this weekend." Every one you keep tells him your word is solid; every one you quietly drop teaches him words are cheap.`,
        `This week, make fewer promises and keep all of them. If you have to break one, don't shrug it off. Say, "I told you I would and I didn't. I'm sorry. Here is when I will." That apology teaches integrity almost as well as the kept promise.`,
        `Notice also whom David honored: a young man who was lame, poor and afraid, who expected nothing. Teach your son to see the Mephibosheths around him: the kid with a disability, the new boy, the one nobody picks. Invite someone like that to your table this month, and let your son help plan it.`,
        `As you finish this plan, consider making a simple covenant with your son, written on a card and signed by both of you: what you promise each other for the coming year. Keep it somewhere you both will see it.`,
      ),
      resources: [],
    },
  ],
};
