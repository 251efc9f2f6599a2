// The English catalogue: every key the app and the server translate, in ICU MessageFormat ({name}, plurals,
// <0>…</0> around a link). English is the source and the fallback: its words are the specified wording, unchanged.
// After a change: `npm run i18n:compile` (the compiled catalogues beside it; a unit test checks they are current).
import { messages } from "../../messages.ts";

/** The server's messages that the translated screens show, by their key in src/shared/messages.ts. */
export const TRANSLATED_SERVER_MESSAGES = [
  "invalidCredentials",
  "signInFailedLater",
  "signInNoUser",
  "signInFailedGeneric",
  "emailAlreadyRegistered",
  "registrationFailed",
  "sonEmailAlreadyRegistered",
  "sonAccountFailed",
  "passwordsDoNotMatch",
  "passwordTooShort",
  "sonPasswordTooShort",
  "passwordTooCommon",
  "passwordTooLong",
  "registrationSuccess",
  "verifyEmailSent",
  "emailVerified",
  "emailNotVerified",
  "passwordResetRequested",
  "passwordResetRequestFailed",
  "tooManyRequests",
  "languageUnknown",
  "languageSaved",
  "signInRequired",
  "forbidden",
  "notFound",
  "validationFailed",
  "internalError",
  "serviceUnavailable",
  "pageNotFoundTitle",
  "pageNotFoundText",
] as const satisfies readonly (keyof typeof messages)[];

type ServerKey = `msg.${(typeof TRANSLATED_SERVER_MESSAGES)[number]}`;

/** ICU quotes text after an apostrophe only before a brace, a hash or another apostrophe: plain words need no escaping. */
const serverMessages = Object.fromEntries(TRANSLATED_SERVER_MESSAGES.map((key) => [`msg.${key}`, messages[key]])) as Record<ServerKey, string>;

export const en = {
  ...serverMessages,
  "msg.retryInSeconds": "Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.",
  "msg.retryInMinutes": "Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",

  // the shell
  "shell.skip": "Skip to content",
  "shell.loading": "Loading StrongBond...",
  "shell.homeLabel": "StrongBond home",
  "shell.mainNav": "Main",
  "nav.dashboard": "Dashboard",
  "nav.plans": "Plans",
  "nav.journal": "Journal",
  "nav.fitness": "Fitness",
  "nav.groups": "Groups",
  "nav.reminders": "Reminders",
  "nav.family": "Family",
  "nav.organization": "Organization",
  "nav.admin": "Admin",
  "nav.account": "Account",
  "nav.signOut": "Sign out",
  "nav.signIn": "Sign In",
  "nav.getStarted": "Get Started",
  "nav.menu": "Menu",
  "nav.home": "Home",
  "language.switchTo": "Español",
  "language.switchLabel": "Leer en español",
  "footer.tagline": "Helping fathers and sons grow together in faith and fitness.",
  "footer.explore": "Explore",
  "footer.company": "Company",
  "footer.follow": "Follow us",
  "footer.comingSoon": " (coming soon)",
  "footer.churches": "For Churches & Ministries",
  "footer.register": "Register",
  "footer.adminPanel": "Admin Panel",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms of Service",
  "footer.cookies": "Cookie Policy",
  "footer.rights": "© {year} StrongBond. All rights reserved.",
  "notFound.home": "Go Back Home",

  // the landing page
  "landing.title": "StrongBond · Fathers and sons growing together in faith and fitness",
  "landing.freeWeek": "Your first week is completely free",
  "landing.headline": "Fathers and sons, <0>stronger together</0>",
  "landing.lead":
    "StrongBond gives you and your son one simple rhythm each week: a devotional to read together, a fitness challenge to take on side by side, and a journal to remember what you learned.",
  "landing.notSure": "Not sure yet?",
  "landing.browsePlans": "Browse the plans",
  "landing.preview.week": "Week 1",
  "landing.preview.done": "{done} of {total} done",
  "landing.preview.heading": "This Week's Content",
  "landing.preview.devotional": "Devotional",
  "landing.preview.devotionalTitle": "Strength Under Control",
  "landing.preview.challenge": "Fitness Challenge",
  "landing.preview.challengeTitle": "Push-up Ladder, Together",
  "landing.preview.dadsCorner": "Dad's Corner",
  "landing.preview.dadsCornerTitle": "Leading by Example",
  "landing.cta.start": "Start Your Journey",
  "landing.cta.admin": "Go to Admin Panel",
  "landing.cta.dashboard": "Go to Dashboard",
  "landing.features.eyebrow": "Everything for the week",
  "landing.features.heading": "Grow Together",
  "landing.features.intro": "Faith and fitness in one weekly plan, built for a father and his son.",
  "landing.features.devotionals": "Weekly Devotionals",
  "landing.features.devotionalsText": "A short reading with scripture, a memory verse and discussion questions to talk through together.",
  "landing.features.challenges": "Fitness Challenges",
  "landing.features.challengesText": "One challenge a week, scaled for dads and sons, so you train side by side and push each other.",
  "landing.features.dadsCorner": "Dad's Corner",
  "landing.features.dadsCornerText": "Content for fathers only: leading your son with wisdom, patience and example.",
  "landing.features.journal": "Shared Journal",
  "landing.features.journalText": "Write down reflections and fitness logs week by week, and watch your progress add up.",
  "landing.features.free": "First Week Free",
  "landing.features.freeText": "Your first week is completely free. Try a full week of devotional, challenge and Dad's Corner together.",
  "landing.testimonials.eyebrow": "In their own words",
  "landing.testimonials.heading": "Transformed Relationships",
  "landing.testimonials.intro": "Dads who finished a plan with their sons.",
  "landing.closing.heading": "Start Your Journey Today",
  "landing.closing.text": "One week, three small steps, side by side. Your first week is completely free.",

  // the account screens' frame
  "auth.panelHeadline": "Fathers and sons, growing together in faith and fitness.",
  "auth.panelDevotional": "A weekly devotional you read together",
  "auth.panelChallenge": "A fitness challenge you do side by side",
  "auth.panelJournal": "A journal to remember what you learned",
  "auth.panelVerse": "“Iron sharpeneth iron; so a man sharpeneth the countenance of his friend.”",
  "auth.panelVerseReference": "Proverbs 27:17",
  "auth.email": "Email",
  "auth.password": "Password",

  // sign-in
  "login.title": "Sign In",
  "login.subtitle": "Sign in to your family's week of faith and fitness.",
  "login.new": "New to StrongBond?",
  "login.createAccount": "Create an account",
  "login.sonWithoutEmail": "A son without an e-mail?",
  "login.familySignIn": "Family sign-in",
  "login.forgot": "Forgot password?",
  "login.submit": "Sign In",
  "login.emailCode": "Email me a sign-in code instead",

  // registration
  "register.title": "Create Your Account",
  "register.leaderTitle": "Start Your Organization",
  "register.subtitle": "Register yourself, and your son too if you like. Your first week is free.",
  "register.leaderSubtitle": "First your own account as its leader. You don't need a family plan; you can add your sons later.",
  "register.invitationSubtitle": "Register yourself, and your son too if you like. Then you come back to your invitation to accept it for your family.",
  "register.haveAccount": "Already have an account?",
  "register.signIn": "Sign in",
  "register.sonSignsInByName": 'Your son signs in on "Family sign-in" with the name {name}.',
  "register.sonSignsInByEmail": "Your son signs in with {email}.",
  "register.findItOnFamily": "You find it any time on your Family page.",
  "register.yourAccount": "Your account",
  "register.fullName": "Full name",
  "register.passwordHint": "At least {min} characters.",
  "register.confirmPassword": "Confirm password",
  "register.includeSon": "I want to register my son as well",
  "register.sonAccount": "Your son's account",
  "register.sonConsent":
    "By registering your son you confirm that you are his parent or guardian and agree, for him, to the <0>Privacy Policy</0> and the <1>Terms of Service</1>. We record your consent with the date.",
  "register.agreement":
    "By creating an account you agree to the <0>Terms of Service</0> and the <1>Privacy Policy</1>. We use one cookie, to keep you signed in: see the <2>Cookie Policy</2>.",
  "register.submit": "Create Account",
  "son.name": "Son's full name",
  "son.email": "Son's email (optional)",
  "son.emailHint":
    "Leave it empty and we create a private sign-in name for him (his first name and a few random letters). If you type his own address, he confirms it before your family settings for him start.",
  "son.password": "Son's password",
  "son.passwordHint": "At least {min} characters. You give it to your son.",
  "son.age": "Son's age",
  "son.chooseAge": "Choose his age",
  "son.under13": "Under 13",
  "son.13plus": "13 or older",
  "son.ageHint":
    "Under 13: you can download everything he writes, private entries and assistant chats included, and he is told so. 13 or older: his private entries and chats stay his own.",

  // forgot password
  "forgot.title": "Forgot Password",
  "forgot.subtitle": "Enter your email and we will send you a link to choose a new password.",
  "forgot.back": "Back to Sign In",
  "forgot.submit": "Send Reset Instructions",

  // dashboards, week page, journal

  // (the dashboards' keys above, the next area's below)

  // account, family, reminders, fitness

  // (the next area's keys above)
} as const;

export type MessageKey = keyof typeof en;
