// English words of the Privacy Policy, Terms of Service and Cookie Policy: a key per paragraph or list item, <0>…</0>
// around the bold lead of an item or a link. English is the source and the fallback. After a change:
// `npm run i18n:compile`. Every sentence describes what the code does today: change it when the app changes.
export const en = {
  "legal.lastUpdated": "Last updated {date}",
  "legal.policies": "Policies",
  // the Privacy Policy
  "legal.privacy.summary":
    "StrongBond keeps only what it needs to run your family's journey. We do not sell anything about you or your son, we show no advertising, and nothing a son writes is public. A dad can download or delete his son's data at any time.",
  "legal.privacy.who": "Who this is for",
  "legal.privacy.who.text":
    "StrongBond is for fathers and their sons. A dad creates his own account and, if he wants, his son's account in the same step. Many sons are children, so a son's account is only ever created by his dad, who agrees to this policy for him when he registers him.",
  "legal.privacy.dad": "What we keep about a dad",
  "legal.privacy.dad.1": "His name, his email address and his password (stored only as a one-way hash that nobody can read back).",
  "legal.privacy.dad.2": "His role in the app and the plan he has chosen.",
  "legal.privacy.dad.3": "The language he reads StrongBond in, if he chooses one (English or Spanish); his son chooses his own.",
  "legal.privacy.dad.4": "His weekly progress (which devotionals and challenges are done) and his journal entries.",
  "legal.privacy.dad.5": "The fitness results he logs (for example 25 push-ups in week 1), with the version he did and who logged it.",
  "legal.privacy.dad.6":
    "The groups he belongs to and his role in each, what he posts in a group's weekly conversation (and reports he sends), and whether he lets a group's or an organization's leaders see his family's progress.",
  "legal.privacy.dad.7": "Plans he has bought: the plan, the price and the date.",
  "legal.privacy.dad.8": "His conversations with the assistant, if he uses it.",
  "legal.privacy.dad.9": "The record that he gave consent for his son, and when.",
  "legal.privacy.dad.10":
    "If he shares a few words about a plan his family finished: the words, his first name (from his account), the city he gives, the plan, when he agreed to their publication, and whether an administrator approved them. Only a dad can share words; never his son.",
  "legal.privacy.dad.11":
    "His weekly reminder if he sets one (day, time, time zone, e-mail or notifications), the notification address his browser gives us for each device he turns notifications on, which reminders were sent, and the encouragements he sends his sons.",
  "legal.privacy.son": "What we keep about a son",
  "legal.privacy.son.1": "His name, his sign-in email address (his own, or one we make up for him on registration) and his password hash.",
  "legal.privacy.son.2": "His weekly progress, his journal entries, the fitness results he or his dad logs for him, and the groups he belongs to.",
  "legal.privacy.son.3": "His conversations with the assistant, only if his dad has switched the assistant on for him.",
  "legal.privacy.son.4":
    "A weekly reminder only if his dad turns one on for him, with the record of his dad's consent and when; a son under 13 is reminded in the app and by notification, never by e-mail. The encouragements his dad sends him.",
  "legal.privacy.son.never": "We never ask a son for his age, his address, his school, a photo or a phone number.",
  "legal.privacy.safety": "What we keep to keep accounts safe",
  "legal.privacy.safety.1":
    "For each signed-in device: the session, the network (IP) address it signed in from and the browser's name (its user agent). You are signed out after 7 days without use and after 30 days in any case; changing or resetting your password signs out every other device.",
  "legal.privacy.safety.2": "Counts of recent sign-in and password attempts by network address, so that nobody can guess passwords.",
  "legal.privacy.safety.3":
    "The server's log: sign-ins and refused requests, with the email address and network address involved. The log never holds passwords, session keys or what you write in your journal.",
  "legal.privacy.see": "Who can see what",
  "legal.privacy.see.you": "<0>You.</0> Your journal entries are private to you unless you share an entry with your family.",
  "legal.privacy.see.family":
    "<0>Your family.</0> A dad and the son he registered see the journal entries the other one has shared with the family, and each other's fitness results side by side (nobody outside the family sees them; there are no leaderboards). On the Family page a dad can switch his son's assistant on or off, set a new password for him, sign him out everywhere, download his data and delete his account. When a dad types his son's own email address, these rights begin only once the person who reads that mailbox confirms the family link, and “This isn't me” ends them.",
  "legal.privacy.see.group":
    "<0>A group.</0> Members of a group see each other's names, whether each one is a dad or a son, and who leads the group. Nobody outside a group can see it, its members or its code. We never show anyone's email address to other users. A group's weekly conversation is for its dads, and for a son of 13 or older only if his dad allows it; a son under 13 never sees it. A group's leaders see how many families started and finished each week of its plan; a family's own progress (the weeks the dad finished, his sons' first names) only if the dad switches that on, and never a journal entry.",
  "legal.privacy.see.organization":
    "<0>An organization.</0> Churches and ministries that publish plans do not see your journal or your groups; they see your family's progress in their groups only if you switch that on (on your Family page), and never a journal entry.",
  "legal.privacy.see.everyone":
    "<0>Everyone, for the words a dad shares.</0> Once an administrator approves them, the landing page may show his words with his first name and city, never his full name, his email or anything about his son. Until approved, only he and the administrators see them.",
  "legal.privacy.see.admins":
    "<0>StrongBond's administrators</0> see sales totals and the list of plan purchases with the buyer's name. The app gives them no way to read journals, progress or conversations.",
  "legal.privacy.see.ai":
    "<0>The AI model service, only when the assistant is switched on.</0> When you ask the assistant something, your question, the last 20 messages of that conversation and, on a week's page, that week's devotional and challenge are sent to the AI model service that the people running this StrongBond server have chosen. It receives a code instead of your name or email address. A son's questions are only sent once his dad has switched the assistant on for him.",
  "legal.privacy.see.email":
    "<0>Email.</0> Your email address is used to send you password-reset and address-confirmation messages, through the mail service this server is set up with. We send no newsletters.",
  "legal.privacy.keep": "How long we keep it",
  "legal.privacy.keep.1":
    "Your account and what you wrote are kept until the account is deleted. Deleting it removes them at once, including words you shared for the public page.",
  "legal.privacy.keep.2":
    "A picture you upload is deleted with your account, or when you replace or remove it; one you upload and never use is deleted after a day. A browser that showed it may keep its copy for up to an hour.",
  "legal.privacy.keep.3": "Password-reset links work for one hour. Sessions end as described above.",
  "legal.privacy.keep.4": "Records of plan purchases are kept even after an account is deleted, because they are financial records.",
  "legal.privacy.keep.5": "How long the server's log is kept is decided by the people who run this StrongBond server.",
  "legal.privacy.data": "How a dad downloads or deletes data",
  "legal.privacy.data.journal": "<0>Your own journal:</0> on the Journal page, download it as JSON or Markdown.",
  "legal.privacy.data.fitness":
    "<0>Your fitness log:</0> on the Fitness page, download your results as a spreadsheet (CSV) or JSON; a dad's file also holds his sons' results. A son's fitness results are in his data download on the Family page too.",
  "legal.privacy.data.son":
    "<0>Your son's data:</0> on the Family page you can download his data (one JSON file) or delete his account. For a son under 13 the download holds everything, his private journal entries and assistant conversations included, and he is told so where he writes them. For a son of 13 or older his private entries and conversations stay his own and are left out (the file says so). Deleting removes his sign-in, progress, fitness results, journal, picture, group memberships and conversations for good.",
  "legal.privacy.data.account": "<0>Your own account:</0> ask the people who run this StrongBond server to delete it.",
  "legal.privacy.data.entries": "You can delete any of your own journal entries and assistant conversations yourself at any time.",
  "legal.privacy.data.words":
    "Words you shared for the public page: withdraw them on your Account page at any time. They are deleted, with the record of your agreement, and leave the landing page at once.",
  "legal.privacy.cookies": "Cookies",
  "legal.privacy.cookies.text":
    "We use one cookie, the session cookie that keeps you signed in, and a second one only if you pick a language with the switch, to remember it. See the <0>Cookie Policy</0>.",
  "legal.privacy.changes": "Changes and questions",
  "legal.privacy.changes.text":
    "If this policy changes, the date at the top changes with it. Questions about your data go to the people who run this StrongBond server. See also our <0>Terms of Service</0>.",
  // the Terms of Service
  "legal.terms.summary":
    "Use StrongBond to grow with your son in faith and fitness, keep your family's accounts safe, and treat other families with respect. You stay responsible for your son's account.",
  "legal.terms.account": "Your account",
  "legal.terms.account.1": "Give your real name and an email address you can read. Keep your password to yourself.",
  "legal.terms.account.2":
    "If you register your son, you confirm that you are his parent or legal guardian, that you agree to these terms and to the <0>Privacy Policy</0> for him, and that you will look after his account: you choose his password, you decide whether he may use the assistant, and you can download or delete his data.",
  "legal.terms.account.3": "Tell us, through the people who run this StrongBond server, if you think someone else is using your account.",
  "legal.terms.groups": "Groups and what you share",
  "legal.terms.groups.1": "Only invite people you know to a group. Share a group's code only with the families you want in it.",
  "legal.terms.groups.2": "Be kind. No bullying, no pretending to be someone else, nothing unsuitable for children.",
  "legal.terms.groups.3":
    "Group leaders can remove members. The people who run StrongBond may remove content or close accounts that break these rules, especially to protect a child.",
  "legal.terms.plans": "Plans and purchases",
  "legal.terms.plans.1": "Plans are written by StrongBond or by the churches and ministries that publish them, who are responsible for what they say.",
  "legal.terms.plans.2": "A plan's price is shown before you buy it.",
  "legal.terms.assistant": "The assistant",
  "legal.terms.assistant.text":
    "The assistant is a computer program. Its answers can be wrong: it is not a pastor, a doctor or a counsellor, and it does not replace them. Check Scripture for yourself, and take care with exercise: stop if something hurts.",
  "legal.terms.fitness": "Fitness challenges",
  "legal.terms.fitness.text":
    "Challenges are for ordinary healthy people. Adapt them to your son's age and to your own health, and ask a doctor if you are unsure. You take part at your own risk.",
  "legal.terms.ending": "Ending and changes",
  "legal.terms.ending.1": "You may stop using StrongBond at any time; a dad can delete his son's account himself.",
  "legal.terms.ending.2": "If these terms change, the date at the top changes with them; using StrongBond after that means you accept the new terms.",
  // the Cookie Policy
  "legal.cookies.summary":
    "StrongBond uses one cookie to keep you signed in, the session cookie, and a second only if you pick a language with the switch at the top of the page, to remember it. No advertising, analytics or tracking cookies, and no cookies from other companies.",
  "legal.cookies.session": "The session cookie",
  "legal.cookies.session.what": "<0>What it does:</0> it tells our server that you are signed in, so you don't have to type your password on every page.",
  "legal.cookies.session.when": "<0>When it is set:</0> when you sign in. Before that, StrongBond sets no session cookie.",
  "legal.cookies.session.howLong":
    "<0>How long it lasts:</0> 7 days after you last used StrongBond, and never more than 30 days; signing out, changing your password or resetting it ends it at once.",
  "legal.cookies.session.protected":
    "<0>How it is protected:</0> scripts on the page cannot read it, it is only sent to StrongBond itself, and over a secure (https) connection it is only ever sent encrypted.",
  "legal.cookies.language": "The language cookie",
  "legal.cookies.language.what":
    "<0>What it does:</0> it remembers whether you read StrongBond in English or in Spanish (it holds “en” or “es”, nothing else).",
  "legal.cookies.language.when": "<0>When it is set:</0> only when you press the language switch. Until then your browser's language decides.",
  "legal.cookies.language.howLong": "<0>How long it lasts:</0> one year, or until you clear it; signed in, your choice is also kept on your profile.",
  "legal.cookies.choice": "Your choice",
  "legal.cookies.choice.text":
    "Because this cookie is needed to sign in, there is no banner asking for consent. If you block it in your browser, you can still read the home page, but you cannot sign in.",
  "legal.cookies.more": "More",
  "legal.cookies.more.text": "What we keep about you and your son is in the <0>Privacy Policy</0>.",
} as const;
