// English words of every mail and notification the server sends (the recipient's language is chosen where it is
// sent: src/server/integrations/mail/mail-language.queries.ts): ICU MessageFormat ({name}, plurals). English is the
// source and the fallback. After a change: `npm run i18n:compile`.
import { reminderText } from "../../../schemas/reminders.ts";

export const en = {
  "mail.passwordReset.subject": "Reset your StrongBond password",
  "mail.passwordReset.text":
    "Hi {name},\n\nSomeone asked to reset the password of your StrongBond account. " +
    "If it was you, open this link within one hour to choose a new password:\n\n{url}\n\n" +
    "If it wasn't you, ignore this mail: your password stays as it is.\n\n— StrongBond",
  "mail.verification.subject": "Confirm your StrongBond email address",
  "mail.verification.text": "Hi {name},\n\nWelcome to StrongBond! Please confirm your email address by opening this link:\n\n{url}\n\n— StrongBond",
  "mail.signInCode.subject": "Your StrongBond sign-in code",
  "mail.signInCode.text":
    "Your StrongBond sign-in code is {code}\n\nIt works once, for 5 minutes. " +
    "If you didn't ask for it, ignore this mail: nobody can sign in without it.\n\n— StrongBond",

  "mail.emailChangeConfirm.subject": "Confirm your new StrongBond email address",
  "mail.emailChangeConfirm.text":
    "Hi {name},\n\nYou asked to use this address for your StrongBond account. " +
    "Open this link within one hour to confirm it (it works once):\n\n{url}\n\n" +
    "Then finish the change on your account page while you are signed in.\n\n" +
    "If it wasn't you, ignore this mail: nothing changes.\n\n— StrongBond",
  "mail.emailChangeNotice.subject": "Your StrongBond email address is being changed",
  "mail.emailChangeNotice.text":
    "Hi {name},\n\nSomeone signed in to your StrongBond account asked to change its email address to {newEmail}. " +
    "It changes only when that address confirms it and the change is finished in a signed-in session.\n\n" +
    "If it wasn't you, open this link: it cancels the change and signs out every device on your account.\n\n{url}\n\n" +
    "Then choose a new password at {forgotPasswordUrl}.\n\n— StrongBond",
  "mail.emailChanged.subject": "Your StrongBond email address was changed",
  "mail.emailChanged.text":
    "Hi {name},\n\nYour StrongBond account now signs in with {newEmail}; this address is no longer used for it.\n\n" +
    "If you didn't do this, contact StrongBond support at once.\n\n— StrongBond",
  "mail.sonDeleted.subject": "{sonName} deleted his StrongBond account",
  "mail.sonDeleted.text":
    "Hi {dadName},\n\n{sonName} deleted his StrongBond account today. His progress, his journal and his " +
    "assistant chats were deleted with it, and he no longer appears on your family page.\n\n" +
    "If that is a surprise, talk with him: you can add him again from your family page.\n\n— StrongBond",

  "mail.familyLink.subject": "{dadName} added you to his family on StrongBond",
  "mail.familyLink.text":
    "Hi {sonName},\n\n{dadName} created a StrongBond account for you with this address, as his son. " +
    "Until you confirm, he has no access to anything in that account.\n\n" +
    'Open this link to confirm he is your dad — or to say "this isn\'t me", which removes his access at once:\n\n{url}\n\n' +
    "— StrongBond",

  "mail.staffInvitation.subject": "You are invited to {organization} on StrongBond",
  "mail.staffInvitation.text":
    "{inviter} invited you to join {organization} on StrongBond as {role, select, owner {an owner} other {an editor}}.\n\n" +
    "Sign in (or create an account) with this email address, then open this link within {days} days:\n{url}\n\n" +
    "If you did not expect this, you can ignore this email.",
  "mail.familyInvitation.subject": "Join {organization} on StrongBond",
  "mail.familyInvitation.followUpSubject": "Reminder: join {organization} on StrongBond",
  "mail.familyInvitation.opening": "{inviter} invited your family to join {organization} on StrongBond.",
  "mail.familyInvitation.aLeader": "A leader",
  "mail.familyInvitation.followUpOpening": "A reminder: {organization} invited your family to join it on StrongBond.",
  "mail.familyInvitation.about":
    "StrongBond gives fathers and sons a weekly devotional, a challenge to do together and a journal.\n" +
    "A dad accepts for his family; the organization sees your name, how many sons you have and when you joined,\n" +
    "never your journal or your sons' details. You can leave at any time from your family page.",
  "mail.familyInvitation.link": "Open this link (valid until {until}):",
  "mail.familyInvitation.closing": "If you do not want to join, ignore this email; we send one reminder at most.",
  "mail.familyInvitation.followUpClosing": "This is the only reminder we send.",

  "mail.review.approvedSubject": '"{planTitle}" was approved and published',
  "mail.review.approvedText":
    'Hello,\n\nThe StrongBond team read "{planTitle}" and approved it: it is published, and families can start it now.\n\n' +
    "Open the plan:\n{url}\n\n— StrongBond",
  "mail.review.returnedSubject": '"{planTitle}" was returned with a note',
  "mail.review.returnedText":
    'Hello,\n\nThe StrongBond team read "{planTitle}" and returned it to your organization with this note:\n\n' +
    "{note}\n\nChange what the note asks, then publish again to send it back for review:\n{url}\n\n— StrongBond",

  "mail.testEmail.subject": "StrongBond test email",
  "mail.testEmail.text":
    "Hello {name},\n\nThis is a test email from the StrongBond admin studio. If you can read it, outgoing mail works.\n\nSent at {sentAt}.",

  "mail.reminder.subject": reminderText.reminderSubject,
  "mail.reminder.line": reminderText.reminderLine("{name}", "{title}"),
  "mail.reminder.weekFallback": "Week {week}",
  "mail.reminder.stoppedSubject": reminderText.stoppedSubject,
  "mail.reminder.stoppedLine": reminderText.stoppedLine,
  "mail.reminder.recapSubject": reminderText.recapSubject,
  "mail.reminder.open": "Open this week: {url}",
  "mail.reminder.turnBackOn": "Turn reminders back on: {url}",
  "mail.reminder.stop": "Stop these reminders: {url}",
  "mail.recap.heading": "Your family's week {week}:",
  "mail.recap.finished": "- {name}: finished the week",
  "mail.recap.itemsDone": "- {name}: {done} of 3 done",
  "mail.recap.shared": '  shared "{title}"',
  "mail.recap.streak": "Family streak: {weeks, plural, one {# week} other {# weeks}} together.",
  "mail.recap.nextWeek": 'Next week: "{title}".',
  "mail.recap.encourage": "Encourage your sons with one tap: {url}",
  "mail.encourage.title": "A word from your dad",
  "mail.encourage.words": reminderText.encourageDefault("{dad}"),
  "mail.encourage.yourDad": "Your dad",
  "mail.encourage.yourDadNamed": "Your dad {name}",
} as const;
