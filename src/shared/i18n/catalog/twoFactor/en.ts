// English words of the two-factor settings and the sign-in's second step: ICU MessageFormat. English is the source and
// the fallback. After a change: `npm run i18n:compile`.
import { accountMessages } from "../../../schemas/identity.ts";

export const en = {
  "msg.twoFactor.verificationSent": accountMessages.verificationSent,
  "msg.twoFactor.alreadyVerified": accountMessages.alreadyVerified,
  "twoFactor.error.generic": "Something went wrong. Please try again.",
  "twoFactor.error.tooManyTries": "Too many tries. Wait a minute and try again.",
  "twoFactor.error.wrongPassword": "That password is not right.",
  "twoFactor.error.wrongCode": "That code is not right. Check the time on your phone and try the newest code.",
  "twoFactor.error.codeUsed": "That code was already used. Wait for the next code from your authenticator app.",
  "twoFactor.error.emailNotVerified":
    "Confirm your email address first: send yourself a confirmation link (below, or from your account page), open it, then set up two-factor sign-in.",
  "twoFactor.error.locked": "Too many wrong codes. Wait 15 minutes, or sign in with a backup code.",
  "twoFactor.error.stepExpired": "This sign-in step expired. Start again with your e-mail and password.",
  "twoFactor.error.notFresh": "For your safety, sign out and sign in again before you change this.",
  "twoFactor.error.codeNotRight": "That code is not right.",
  "twoFactor.title": "Two-factor sign-in",
  "twoFactor.description": "A code from your phone after your password, so a stolen password alone can't open your account.",
  "twoFactor.enterPassword": "Enter your password.",
  "twoFactor.enterCode": "Enter the 6 digits from your app.",
  "twoFactor.yourPassword": "Your password",
  "twoFactor.codeLabel": "6-digit code",
  "twoFactor.backupCodesText":
    "Each backup code signs you in once if you lose your phone. Keep them somewhere safe, away from your phone. They are shown only now.",
  "twoFactor.backupCodes": "Backup codes",
  "twoFactor.qrAlt": "QR code for your authenticator app",
  "twoFactor.sendLink": "Send a confirmation link",
  "twoFactor.step1": "Step 1: confirm it's you",
  "twoFactor.step1Text":
    "Two-factor sign-in asks for a code from an app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…) after your password.",
  "twoFactor.startSetUp": "Start set-up",
  "twoFactor.step2": "Step 2: add StrongBond to your app",
  "twoFactor.step2Text": "Scan the QR code with your authenticator app, then type the 6-digit code it shows.",
  "twoFactor.cantScan": "Can't scan? Enter this key in the app instead:",
  "twoFactor.turnOn": "Turn on two-factor",
  "twoFactor.step3": "Step 3: save your backup codes",
  "twoFactor.isOn": "Two-factor sign-in is on.",
  "twoFactor.savedCodes": "I saved my backup codes",
  "twoFactor.newCodes": "New backup codes",
  "twoFactor.newCodesText": "Makes 10 new codes; the old ones stop working.",
  "twoFactor.makeNewCodes": "Make new backup codes",
  "twoFactor.turnOff": "Turn off two-factor",
  "twoFactor.turnOffStaff": "Your role needs two-factor: with it off, the admin and organization pages stay closed until you set it up again.",
  "twoFactor.turnOffText": "Your password alone will sign you in again.",
  "twoFactor.loading": "Loading two-factor settings…",
  "twoFactor.status": "Status:",
  "twoFactor.on": "On",
  "twoFactor.off": "Off",
  "twoFactor.requiredTitle": "Set up two-factor to continue",
  "twoFactor.requiredText":
    "Admins and organization owners sign in with a code from their phone as well as their password. Set it up here, then you go straight back.",
} as const;
