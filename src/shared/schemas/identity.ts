// Identity: who a person is to StrongBond — registration, sign-in, the session answer, password
// reset, and the account page (/account) with its e-mail change.
import { z } from "zod";
import { listResponse, ZTimestamp } from "./common.ts";
import { updateOf } from "./update.ts";
import { ORGANIZATION_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, SON_AGE_BANDS } from "../constants.ts";
import { isCommonPassword } from "../common-passwords.ts";
import { messages } from "../messages.ts";
import { isAllowedImageUrl } from "../url.ts";
import { personName, plainText } from "./plain-text.ts";
import { UPLOADED_IMAGE_URL } from "./uploads.ts";
import { isTimeZone } from "../reminder-schedule.ts";
import { LOCALES } from "../i18n/locales.ts";

const accountTimeZoneMessage = "Please choose a time zone from the list";

const email = z.string().trim().toLowerCase().min(1, "Email is required").max(254).pipe(z.email("Please enter a valid email address"));

/** A new password: spec length rule with its message, a cap, and the common-password refusal. */
export function newPassword(tooShortMessage: string = messages.passwordTooShort) {
  return z
    .string()
    .min(1, "Password is required")
    .min(PASSWORD_MIN_LENGTH, tooShortMessage)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong)
    .refine((value) => !isCommonPassword(value), messages.passwordTooCommon);
}

/** A time zone Intl knows (IANA name): the family's clock. */
export const familyTimeZone = z.string({ error: accountTimeZoneMessage }).max(64, accountTimeZoneMessage).refine(isTimeZone, accountTimeZoneMessage);

export const ZSignInRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, "Email is required"),
  password: z.string().min(1, "Password is required"),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

const sonAgeRequired = "Please choose your son's age";

export const ZRegisterRequest = z
  .object({
    fullName: personName("Full name is required"),
    email,
    password: newPassword(),
    confirmPassword: z.string().min(1, "Please confirm your password").max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    includeSon: z.boolean().default(false),
    sonFullName: plainText(z.string().trim().max(120)).optional(),
    sonEmail: z.union([z.literal(""), email]).optional(),
    sonPassword: z.string().max(PASSWORD_MAX_LENGTH, messages.passwordTooLong).optional(),
    /** Whether the son is under 13 (his private words are then in his dad's download). */
    sonAgeBand: z.enum(SON_AGE_BANDS, { error: sonAgeRequired }).optional(),
    /** The family's clock: the browser's zone, sent by the form; UTC when absent. */
    timeZone: familyTimeZone.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: messages.passwordsDoNotMatch });
    }
    if (!value.includeSon) return;
    if (!value.sonFullName) {
      ctx.addIssue({ code: "custom", path: ["sonFullName"], message: "Son's full name is required" });
    }
    // No default: what the dad may read of his son's words hangs on it, so he chooses.
    if (!value.sonAgeBand) ctx.addIssue({ code: "custom", path: ["sonAgeBand"], message: sonAgeRequired });
    const sonPassword = value.sonPassword ?? "";
    if (!sonPassword) {
      ctx.addIssue({ code: "custom", path: ["sonPassword"], message: "Son's password is required" });
    } else if (sonPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["sonPassword"], message: messages.sonPasswordTooShort });
    } else if (isCommonPassword(sonPassword)) {
      ctx.addIssue({ code: "custom", path: ["sonPassword"], message: messages.passwordTooCommon });
    }
    if (value.sonEmail && value.sonEmail === value.email) {
      ctx.addIssue({ code: "custom", path: ["sonEmail"], message: "Your son needs his own email address" });
    }
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const IMAGE_URL_MESSAGE = "The picture must be one you uploaded to StrongBond or an https:// address.";

/** What Better Auth's /api/auth/update-user may change (checked in the auth hook): name and image. */
export const ZProfileUpdate = z
  .object({
    name: personName("Full name is required").optional(),
    image: z.string().refine(isAllowedImageUrl, IMAGE_URL_MESSAGE).nullable().optional(),
  })
  .loose();

/** Better Auth's reset tokens are 24 characters; anything far longer is not one of ours. */
export const RESET_TOKEN_MAX_LENGTH = 200;

export const ZForgotPasswordRequest = z.object({ email });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: z.string().min(1, messages.resetLinkInvalid).max(RESET_TOKEN_MAX_LENGTH, messages.resetLinkInvalid),
    password: newPassword(),
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, messages.passwordTooShort).max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: messages.passwordsDoNotMatch });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZRole = z.enum(ROLES);

/** The signed-in user as every screen sees it. */
export const ZCurrentUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: ZRole,
  organizationId: z.number().int().nullable(),
  organizationRole: z.enum(ORGANIZATION_ROLES).nullable(),
  isGlobalAdmin: z.boolean(),
  selectedPlanId: z.number().int().nullable(),
  /** The profile picture (profiles.avatar_url, set on /account), shown in the navigation. */
  avatarUrl: z.string().nullable().optional(),
  /** His first visit: the dashboard greets "Welcome", later visits "Welcome back". Absent = not the first. */
  firstVisit: z.boolean().optional(),
  /** A son's age band, null for everyone else: the account page says what he may do. */
  sonAgeBand: z.enum(["under_13", "13_plus"]).nullable().optional(),
  /** His dad set this password; he chooses his own before his private entries and chats open. */
  mustChoosePassword: z.boolean().optional(),
  /** The family's clock: every screen counts "today" and reads dates in it, never the device's zone. */
  timeZone: z.string().optional(),
  /** The language he chose; null or absent: his browser's. */
  language: z.enum(LOCALES).nullable().optional(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZSessionResponse = z.object({
  user: ZCurrentUser.nullable(),
  /**
   * Whether an assistant is connected to this server (signed in only): the chat button shows from the session
   * alone, so a page load needs no GET /api/chat/status (the dashboard in ≤ 2 requests).
   */
  assistantConfigured: z.boolean().optional(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZRegisterResponse = z.object({
  user: ZCurrentUser.nullable(),
  emailVerificationRequired: z.boolean(),
  message: z.string(),
  sonEmail: z.string().nullable(),
  /** A son without an address of his own signs in with this family sign-in name (his made-up address is never shown). */
  sonSignInName: z.string().nullable().default(null),
  /** True when the son's address was typed by the dad: its holder must confirm the family link. */
  sonConfirmationPending: z.boolean().default(false),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

// The account page (/account).
export const accountMessages = {
  profileSaved: "Your profile is saved.",
  avatarInvalid: "Upload your picture again.",
  currentPasswordRequired: "Enter your current password",
  currentPasswordWrong: "Your current password is not correct.",
  sameEmail: "This is already your email address.",
  emailChangeSent: "We sent a link to your new address. Open it, then finish the change here while you are signed in. We also told your current address.",
  emailChangeLinkInvalid: "This link has expired, was already used, or the change was cancelled. Ask for the change again from your account page.",
  emailChangeDone: "Your email address is changed.",
  emailChangeConfirmHere: "Your new address is confirmed. Sign in to your account and finish the change on your account page.",
  emailChangeNothingToFinish: "There is no confirmed email change to finish. Ask for the change again.",
  emailChangeStale: "Your account's email address changed since this was asked, so this change was cancelled.",
  emailChangeTaken: "Another account uses that address now, so this change was cancelled.",
  emailChangeCancelled: "The email change is cancelled.",
  emailChangeRefused: "The email change is cancelled and every device signed in to the account was signed out. Change your password now.",
  passwordChanged: "Your password is changed. Every other device was signed out.",
  sessionRevoked: "That device is signed out.",
  signedOutEverywhere: "You are signed out on every device.",
  verificationSent: "We sent you a confirmation link. Open it to confirm your email address.",
  alreadyVerified: "Your email address is already confirmed.",
  accountDeleted: "Your account and its data were deleted.",
  hasPurchases: "Your account has purchases on record. Please contact support to delete it.",
  ownsOrganization: "You created an organization. Hand it over or contact support before deleting your account.",
  choosePasswordFirst: "Your dad set your password. Choose your own on your account page before you continue.",
  choosePasswordHow:
    "Type the password he gave you as your current password, then a new one only you know. Your private entries and chats stay yours: your dad cannot read them, and he never sees the password you choose.",
  choosePasswordNotDads: "Choose a new password, not the one your dad gave you: only you should know it.",
  ownPasswordChosen: "Your password is now your own. Your private entries and chats are open to you alone.",
  ownPasswordChosenAfterReset:
    "Your password is now your own. What you write from now on is yours alone; your private entries and assistant chats from before your dad reset your access stay closed.",
  accessResetTitle: "Your dad reset your access",
  accessResetByDad: (date: string) =>
    `Your dad reset your access on ${date}, because you could not sign in. Choose a password only you know. Your private journal entries and assistant chats from before then stay closed: nobody can read them, not even from this account. If you still have the e-mail address you had then, “Forgot password” with it opens them again.`,
  sonAskDadToDelete: "Ask your dad: he deletes your account from his Family page.",
  sonAskDadForEmail: "Ask your dad: while you are under 13, he adds or changes your e-mail address from his Family page.",
  sonHasPurchases: "One of your sons' accounts has purchases on record. Please contact support to delete your account.",
} as const;

/** The pages the two e-mail change mails open: the new address confirms, the old one cancels. */
export const EMAIL_CHANGE_CONFIRM_PATH = "/account/email-change";
export const EMAIL_CHANGE_CANCEL_PATH = "/account/email-change/cancel";
/** Where the verification link sends the browser (signed out: the login page says the address is confirmed). */
export const EMAIL_VERIFIED_CALLBACK = "/login?verified=1";

const currentPassword = z.string().min(1, accountMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, messages.passwordTooLong);

/** A son's account as his dad's deletion treats it (stated on the screen before the dad confirms). */
export const ZDeletionSon = z.object({
  fullName: z.string(),
  /** "deleted": a confirmed son, deleted with his dad; "kept": a pending link, whose account may be someone else's. */
  outcome: z.enum(["deleted", "kept"]),
});

/** What the son's own /account says about his dad (derived from the real rules). */
export const ZDadControls = z.object({
  dadName: z.string(),
  /** Until the son confirms the link his dad has no rights over his account. */
  linkConfirmed: z.boolean(),
  ageBand: z.enum(SON_AGE_BANDS),
  /** Whether an assistant is connected on this server at all (no switch to talk about otherwise). */
  assistantConnected: z.boolean(),
  assistantEnabled: z.boolean(),
});
export type TDadControls = z.infer<typeof ZDadControls>;

/**
 * Where an e-mail change stands: "new-address" — waiting for the link at the new address;
 * "finish-here" — the new address confirmed it, a signed-in session of this account must finish it;
 * "cancelled" — cancelled in the last day (by a password change, "sign out everywhere", a reset, "this wasn't me"…).
 */
export const EMAIL_CHANGE_CANCEL_REASONS = [
  "by-owner",
  "password-changed",
  "signed-out-everywhere",
  "password-reset",
  "not-me",
  "address-changed",
  "address-taken",
] as const;
/** Why a change was cancelled, as /account says it ("The change to … was cancelled: …"). */
export const emailChangeCancelText: Record<(typeof EMAIL_CHANGE_CANCEL_REASONS)[number], string> = {
  "by-owner": "you cancelled it.",
  "password-changed": "your password was changed.",
  "signed-out-everywhere": "you signed out everywhere.",
  "password-reset": "your password was reset.",
  "not-me": 'someone answered "this wasn\'t me" from your current address, and every device was signed out.',
  "address-changed": "your email address changed meanwhile.",
  "address-taken": "another account uses that address now.",
};

export const ZEmailChangeState = z.object({
  newEmail: z.string(),
  state: z.enum(["new-address", "finish-here", "cancelled"]),
  reason: z.enum(EMAIL_CHANGE_CANCEL_REASONS).nullable(),
  /** Until when it can be finished (open states), or when it was cancelled. */
  at: z.string(),
});
export type TEmailChangeState = z.infer<typeof ZEmailChangeState>;

export const ZEmailChangeToken = z.object({ token: z.string().min(1, "The link is missing its token.").max(200) });
export const ZEmailChangeConfirmResponse = z.object({ message: z.string(), state: z.enum(["completed", "finish-here"]) });
export type TEmailChangeConfirmResponse = z.infer<typeof ZEmailChangeConfirmResponse>;

export const ZAccountResponse = z.object({
  fullName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** The address of an open e-mail change (either open state of `emailChange`), else null. */
  pendingEmail: z.string().nullable(),
  emailChange: ZEmailChangeState.nullable(),
  avatarUrl: z.string().nullable(),
  /** The family's clock: his own zone; a son on a confirmed link lives on his dad's. */
  timeZone: z.string(),
  role: ZRole,
  /** For a dad: what happens to each son's account when he deletes his own. */
  sonsOnDeletion: z.array(ZDeletionSon),
  /** For a son with a dad: what his dad can see and do. */
  dadControls: ZDadControls.nullable(),
  /** For a son with a dad: the dad is told by e-mail when the son deletes his account. */
  dadToldOnDeletion: z.boolean(),
  /** When his dad reset his access (he had lost it), else null: the page tells him, and his earlier private entries stay closed. */
  accessResetByDadAt: ZTimestamp.nullable(),
});
export type TAccountResponse = z.infer<typeof ZAccountResponse>;

/** The name and the picture: each optional, what is not sent is kept (shared/schemas/update.ts); null removes the picture. */
export const ZUpdateProfileRequest = updateOf(
  z.object({
    fullName: personName("Full name is required"),
    avatarUrl: z.string().regex(UPLOADED_IMAGE_URL, accountMessages.avatarInvalid).nullable(),
    timeZone: familyTimeZone,
  }),
);
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

/** The language he reads StrongBond in: one the app speaks, else a field message and nothing stored. */
export const ZLanguageRequest = z.object({ language: z.enum(LOCALES, { error: messages.languageUnknown }) });
export type TLanguageRequest = z.infer<typeof ZLanguageRequest>;
export const ZLanguageResponse = z.object({ message: z.string(), language: z.enum(LOCALES) });
export type TLanguageResponse = z.infer<typeof ZLanguageResponse>;

export const ZChangeEmailRequest = z.object({ newEmail: email, currentPassword });
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

export const ZChangeEmailResponse = z.object({ message: z.string(), pendingEmail: z.string() });

export const ZChangePasswordRequest = z
  .object({
    currentPassword,
    newPassword: newPassword(),
    confirmPassword: z.string().min(1, "Please confirm your password").max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: messages.passwordsDoNotMatch });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZDeleteAccountRequest = z.object({ password: currentPassword });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ZAccountSession = z.object({
  id: z.string(),
  /** The device in plain words, from its user agent ("Chrome on Windows"). */
  device: z.string(),
  createdAt: ZTimestamp,
  lastUsedAt: ZTimestamp,
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZAccountSessionsResponse = listResponse("sessions", ZAccountSession);
export type TAccountSessionsResponse = z.infer<typeof ZAccountSessionsResponse>;

export const ZSessionIdParams = z.object({ sessionId: z.string().min(1).max(100) });
