// The studio's and the organizations' texts the server builds from pieces (the plan import's lines it did not
// understand, the publication checklist's quotation items, a leader guide's talking points). Only the server says
// them, in the request's language.
import { studioMessages } from "../../../schemas/studio.ts";

export const en = {
  // The head of the 409 that lists what publishing still needs (the sentence is built by the server).
  "msg.studioServer.notReady": studioMessages.notReady,
  "studioServer.import.headingNotUnderstood": `Heading "{heading}" is neither a week nor a devotional, challenge or Dad's Corner`,
  "studioServer.import.languageUnknown": `Language "{value}" is not one of: {choices}`,
  "studioServer.import.categoryUnknown": `Category "{value}" is not one of: {choices}`,
  "studioServer.import.textOutside": `Text outside a devotional, challenge or Dad's Corner: "{text}"`,
  "studioServer.import.weekDevotional": "Week {week}, Devotional",
  "studioServer.import.weekChallenge": "Week {week}, Challenge",
  "studioServer.import.weekDadsCorner": "Week {week}, Dad's Corner",
  "studioServer.import.secondLeftOut": "{label}: a second one in the same week was left out",
  "studioServer.import.measureLeftOut": `{label}: measure "{measure}" was left out (write it as "Push-ups: repetitions")`,
  "studioServer.import.leftOut": "{label}: left out ({reasons})",
  "studioServer.import.defaultTitle": "Imported plan",
  "studioServer.quotation.mismatch": "Quotation in {where}: {problem}; quote it word for word or correct its reference",
  "studioServer.quotation.whereDescription": "plan description",
  "studioServer.quotation.whereDevotional": "week {week} devotional",
  "studioServer.quotation.whereQuestion": "week {week} devotional question {question}",
  "studioServer.quotation.whereMemoryVerse": "week {week} memory verse",
  "studioServer.quotation.whereChallenge": "week {week} challenge",
  "studioServer.quotation.whereDadsCorner": "week {week} Dad's Corner",
  "studioServer.quotation.notAPassage": `"{reference}" is not a passage of the {version}`,
  "studioServer.quotation.notInPassage": `"{part}" is not in {reference} ({version})`,
  "studioServer.quotation.versionKjv": "King James Version",
  "studioServer.quotation.versionRv1909": "Reina-Valera 1909",
  "studioServer.leaderGuide.open": "Open by reading {reference} aloud, then give the men a minute of quiet with it.",
  "studioServer.leaderGuide.memoryVerse": "Memory verse for the week: {verse}",
  "studioServer.leaderGuide.askFathers": `Ask each father how "{title}" came up at home with his son this week.`,
  "studioServer.leaderGuide.challenge": `This week's challenge, "{title}": {focus}, about {minutes} minutes. Who will do it together before next week?`,
  "studioServer.leaderGuide.challengeWithEquipment": `This week's challenge, "{title}": {focus}, about {minutes} minutes (bring: {equipment}). Who will do it together before next week?`,
  "studioServer.leaderGuide.close": "Close by praying for each father and son by name. Nobody has to share more than he wants to.",
} as const;
