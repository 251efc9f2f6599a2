import { ZLanguage } from "../language.ts";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, SON_AGE_BANDS } from "../constants.ts";
import { newPassword } from "./identity.ts";
import { personName } from "./plain-text.ts";
import { ZPlanOverview, ZPlanWeekOutline } from "./marketplace.ts";
import { idParam, userIdParam } from "./params.ts";
import { familyPersonFields, listResponse, ZTimestamp } from "./common.ts";

export const ZSonAgeBand = z.enum(SON_AGE_BANDS, { error: "Please choose your son's age" });

/** A member of the viewer's family: a dad's son, or a son's dad. */
export const ZFamilyMember = z.object({
  ...familyPersonFields,
  /** Only meaningful for a son: whether his dad switched his assistant on. */
  sonAssistantEnabled: z.boolean(),
  /** The son's sign-in name, shown to his dad (always visible on /family); null for a son's view of his dad. */
  signInEmail: z.string().nullable(),
  /** "pending": the dad typed an address and its holder has not confirmed the family link yet. */
  linkStatus: z.enum(["confirmed", "pending"]),
  /** The son's age band. */
  sonAgeBand: ZSonAgeBand,
  /** Whether the son's address is one the server generated (no mailbox: "forgot password" cannot reach him). */
  generatedAddress: z.boolean(),
  /** Group members outside the family see his full name and picture (his dad allowed it; 13+ only). */
  sonFullNameInGroups: z.boolean(),
  /** He takes part in his groups' weekly conversations (his dad allowed it; 13+ only). */
  sonInGroupConversations: z.boolean(),
  /** His family sign-in name, shown to his dad; null when none is set (or for a son's view of his dad). */
  signInName: z.string().nullable(),
  /**
   * His dad may give him a password, a PIN or a sign-in code: under 13, or 13+ before he chose his own password
   * (a teenager's credentials are his own). Always false for a son's view of his dad.
   */
  dadMayActAsHim: z.boolean(),
  /** He was added while his dad's address was unproven: he cannot sign in until his dad keeps him (or removes him). */
  held: z.boolean(),
});
export type TFamilyMember = z.infer<typeof ZFamilyMember>;

export const ZFamilyResponse = listResponse("members", ZFamilyMember);
export type TFamilyResponse = z.infer<typeof ZFamilyResponse>;

export const ZSonParams = z.object({ sonId: userIdParam() });

/** A dad sets his young son's e-mail address. */
export const ZSonEmailRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, "Email is required").max(254).pipe(z.email("Please enter a valid email address")),
});

const optionalEmail = z.union([z.literal(""), z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email address"))]);

/** A dad adds a son from /family (the dad's consent is recorded with the link). */
export const ZAddSonRequest = z.object({
  // The shared name rule (plain-text.ts): no invisible or text-direction characters.
  fullName: personName("Son's full name is required"),
  email: optionalEmail.optional(),
  password: newPassword(),
  ageBand: ZSonAgeBand,
  consent: z.literal(true, { error: "Please confirm that you are his parent or guardian and agree for him" }),
});
export type TAddSonRequest = z.input<typeof ZAddSonRequest>;

export const ZAddSonResponse = z.object({ son: ZFamilyMember, message: z.string() });

/** A dad sets a new password for his son (our password policy applies; the son's sessions end). */
export const ZSetSonPasswordRequest = z
  .object({
    password: newPassword(),
    confirmPassword: z.string().min(1, "Please confirm the password").max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });
export type TSetSonPasswordRequest = z.input<typeof ZSetSonPasswordRequest>;

export const ZSonAgeBandRequest = z.object({ ageBand: ZSonAgeBand });

// The family setting that lets a son use the assistant (his messages go to a third-party model provider).
/** A dad switches his son's assistant on or off (his messages would go to a third-party model provider). */
export const ZSonAssistantRequest = z.object({ enabled: z.boolean({ error: "Choose on or off" }) });
export type TSonAssistantRequest = z.infer<typeof ZSonAssistantRequest>;
export const ZSonAssistantResponse = z.object({ sonId: z.string(), enabled: z.boolean() });
export type TSonAssistantResponse = z.infer<typeof ZSonAssistantResponse>;

/** The one-time token of a family-link mail (confirm, or "this isn't me"). */
export const ZFamilyLinkToken = z.object({ token: z.string().min(20, "This link is not valid.").max(200, "This link is not valid.") });

export const ZFamilyLinkDescription = z.object({
  dadName: z.string(),
  sonName: z.string(),
  email: z.string(),
});
export type TFamilyLinkDescription = z.infer<typeof ZFamilyLinkDescription>;

export const familyText = {
  linkInvalid: "This link is not valid or has already been used.",
  linkConfirmed: "Thank you. Your family link is confirmed.",
  linkRefused:
    "Done. This account is no longer linked to that family, and the password they set no longer works. Choose your own password with “Forgot password” to use the account.",
  sonAdded: "Your son's account is ready. Hand him his login card.",
  sonAddedPending: "Your son's account is ready. We sent a confirmation to his address: your family settings for him start once he confirms.",
  passwordSet: "New password set. Your son was signed out everywhere; give him the new password.",
  signedOut: "Your son was signed out on every device.",
  confirmationResent: "We sent the confirmation again.",
  sonMustConfirm: "Your son has not confirmed the family link yet.",
  teenSetsOwnEmail: "Your son is 13 or older: he adds or changes his e-mail address himself, on his account page.",
  sonEmailSet: "Saved. He signs in with this e-mail address now.",
  teenCredentialsHisOwn:
    "Your son is 13 or older and has chosen his own password, so only he can change it or make a sign-in code. If he forgot it, he uses “Forgot password” with his own e-mail address.",
  ageBandCannotGoBack: "A son's age band can only move up, from under 13 to 13 or older.",
  sonNotFound: "Son not found",
  sonFollowsFamilyPlan: "Your dad chooses your family's plan. Ask him to start this one.",
  heldSonSignIn: "Your dad has to confirm your account on his Family page before you can sign in again.",
  heldSon: (name: string) =>
    `${name} was added before this e-mail address was proven, so someone else may have added him. He can't sign in until you keep him; if you don't know him, remove his account.`,
  sonKept: "He is in your family again and can sign in.",
  sonNotHeld: "This son is not waiting for your answer.",
  recoveryUnder13: "Your son is under 13: set a new password for him instead.",
  recoveryStarted:
    "His access is reset and he was signed out everywhere. Give him the new password: when he signs in he is told you reset it and chooses his own. His private entries and assistant chats from before stay closed.",
} as const;

/** A plan on the first-run "Choose your family's plan" screen, with its week-by-week outline. */
export const ZPlanChoice = ZPlanOverview.extend({
  priceCents: z.number().int(),
  /** The language it is written in. */
  language: ZLanguage,
  weeks: z.array(ZPlanWeekOutline),
});
export type TPlanChoice = z.infer<typeof ZPlanChoice>;
export const ZPlanChoicesResponse = listResponse("plans", ZPlanChoice);
export type TPlanChoicesResponse = z.infer<typeof ZPlanChoicesResponse>;

/** The words of a dad's say over his son's groups. */
export const sonGroupsText = {
  approved: "Approved. He is in the group now.",
  declined: "Declined. He is not in the group.",
  groupGone: "That group no longer exists, so he cannot join it. Decline the request to clear it.",
  requestNotFound: "That request is no longer waiting.",
  youngSonFirstNameOnly: "A son under 13 always appears by his first name in groups.",
  visibilitySaved: "Saved.",
  youngSonNoConversations: "A son under 13 never takes part in group conversations.",
  conversationsSaved: "Saved.",
} as const;

/** A young son's request to join a group, as his dad sees it on /family. */
export const ZJoinRequest = z.object({
  id: z.number().int(),
  sonId: z.string(),
  sonName: z.string(),
  groupName: z.string(),
  /** False once the group was deleted: the dad can only decline (clear) the request. */
  groupExists: z.boolean(),
  createdAt: ZTimestamp,
});
export type TJoinRequest = z.infer<typeof ZJoinRequest>;
export const ZJoinRequestsResponse = listResponse("requests", ZJoinRequest);
export type TJoinRequestsResponse = z.infer<typeof ZJoinRequestsResponse>;
export const ZJoinRequestParams = z.object({ requestId: idParam() });

/** Whether group members outside the family see the son's full name and picture (13 or older only). */
export const ZSonGroupsNameRequest = z.object({ fullName: z.boolean({ error: "Choose first name or full name" }) });

/** A son of 13 or older in his groups' weekly conversations, with his dad's yes. */
export const ZSonConversationsRequest = z.object({ allowed: z.boolean({ error: "Choose yes or no" }) });
