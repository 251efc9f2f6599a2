import { z } from "zod";
import { personName, plainText } from "./plain-text.ts";
import { ORGANIZATION_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES, SON_AGE_BANDS } from "../constants.ts";
import { isCommonPassword } from "../common-passwords.ts";
import { messages } from "../messages.ts";
import { isAllowedImageUrl } from "../url.ts";

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

export const ZSignInRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, "Email is required"),
  password: z.string().min(1, "Password is required"),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

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
    /** Decision 010: whether the son is under 13 (his private words are then in his dad's download). */
    sonAgeBand: z.enum(SON_AGE_BANDS, { error: "Please choose your son's age" }).default("13_plus"),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: messages.passwordsDoNotMatch });
    }
    if (!value.includeSon) return;
    if (!value.sonFullName) {
      ctx.addIssue({ code: "custom", path: ["sonFullName"], message: "Son's full name is required" });
    }
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
  /** His first visit (decision 035): the dashboard greets "Welcome", later visits "Welcome back". Absent = not the first. */
  firstVisit: z.boolean().optional(),
  /** A son's age band (decision 010), null for everyone else: the account page says what he may do (decision 032). */
  sonAgeBand: z.enum(["under_13", "13_plus"]).nullable().optional(),
  /** Decision 031: his dad set this password; he chooses his own before his private entries and chats open. */
  mustChoosePassword: z.boolean().optional(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZSessionResponse = z.object({
  user: ZCurrentUser.nullable(),
  /**
   * Whether an assistant is connected to this server (signed in only): the chat button shows from the session
   * alone, so a page load needs no GET /api/chat/status (issue 22: the dashboard in ≤ 2 requests).
   */
  assistantConfigured: z.boolean().optional(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZRegisterResponse = z.object({
  user: ZCurrentUser.nullable(),
  emailVerificationRequired: z.boolean(),
  message: z.string(),
  sonEmail: z.string().nullable(),
  /** True when the son's address was typed by the dad: its holder must confirm the family link (decision 009). */
  sonConfirmationPending: z.boolean().default(false),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
