// Every user-facing message of the catalogue, spelled exactly as specified; each docs/areas page lists the ones its
// area shows ("Which messages").
// The server answers with these; the browser shows them.

export const messages = {
  // accounts (docs/areas/accounts.md)
  invalidCredentials: "Invalid email or password. Please try again.",
  signInFailedLater: "Failed to sign in. Please try again later.",
  signInNoUser: "Failed to sign in. Please try again.",
  signInFailedGeneric: "Failed to sign in. Please check your credentials and try again.",
  emailAlreadyRegistered: "This email is already registered. Please use a different email or sign in.",
  registrationFailed: "Failed to create account. Please try again.",
  sonEmailAlreadyRegistered: "Son's email is already registered. Please use a different email.",
  sonAccountFailed: "Failed to create son account",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 8 characters long",
  sonPasswordTooShort: "Son's password must be at least 8 characters long",
  passwordTooCommon: "This password is too common. Please choose a less predictable one.",
  passwordTooLong: "Password must be at most 128 characters long",
  emailOrPhoneRequired: "You must provide either an email or phone number and a password",
  registrationSuccess: "Registration successful! You're now signed in.",
  verifyEmailSent: "Registration successful! Please check your email to confirm your account before signing in.",
  emailVerified: "Your email address is confirmed. You can sign in now.",
  emailNotVerified: "Please confirm your email address before signing in. We've sent you a new link.",
  passwordResetRequested: "If an account exists with this email, you will receive password reset instructions shortly.",
  passwordResetRequestFailed: "An error occurred while requesting password reset.",
  passwordUpdated: "Password updated successfully. Please sign in with your new password.",
  passwordUpdateFailed: "An error occurred while updating your password.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  tooManyRequests: "Too many attempts. Please wait a moment and try again.",
  languageUnknown: "Choose English or Spanish.",
  languageSaved: "Language saved.",

  // generic
  signInRequired: "Please sign in to continue.",
  forbidden: "You do not have access to this page.",
  notFound: "Not found",
  validationFailed: "Please correct the highlighted fields.",
  internalError: "Something went wrong. Please try again.",
  serviceUnavailable: "StrongBond is briefly unavailable. Please try again in a moment.",
  pageNotFoundTitle: "Page Not Found",
  pageNotFoundText: "The page you're looking for doesn't exist or has been moved.",

  // weekly journey (docs/areas/weekly-journey.md)
  invalidWeek: "Invalid week number",
  dashboardLoadFailed: "Failed to load dashboard data",
  scriptureLoadFailed: "Failed to load scripture",

  // marketplace, groups, organizations, admin (docs/areas/marketplace.md, groups.md, organizations.md, admin.md)
  loadDataFailed: "Failed to load data",
  savePlanContentFailed: "Failed to save plan content",
  createDevotionalFailed: "Failed to create devotional",
  createChallengeFailed: "An error occurred while creating the challenge",
  loadPlansFailed: "Failed to load plans",
  selectPlanFailed: "Failed to select plan",
  loadPlanFailed: "Failed to load plan",
  loadGroupsFailed: "Failed to load groups",
  joinGroupFailed: "Failed to join group",
  createGroupFailed: "Failed to create group",
  loadGroupFailed: "Failed to load group",
  updateGroupFailed: "Failed to update group",
  updateMemberRoleFailed: "Failed to update member role",
  removeMemberFailed: "Failed to remove member",
  loadOrganizationDataFailed: "Failed to load organization data",
  createOrganizationFailed: "Failed to create organization",
  loadOrganizationFailed: "Failed to load organization",
  updateOrganizationFailed: "Failed to update organization",
  createStripeAccountFailed: "Failed to create Stripe account",
  setUpStripeAccountFailed: "Failed to set up Stripe account",
  createPlanFailed: "Failed to create plan. Please try again.",
  savePlanDetailsFailed: "Failed to save the plan's details. Please try again.",
  deletePlanFailed: "Failed to delete the plan. Please try again.",
  saveContentFailed: "Failed to save the changes. Please try again.",
  deleteContentFailed: "Failed to delete. Please try again.",
  createDadsCornerFailed: "Failed to create Dad's Corner content. Please try again.",
  invalidGroupCode: "Invalid group code",
  alreadyGroupMember: "You are already a member of this group",
  planContentSaved: "Plan content saved successfully!",
  importSucceeded: "All data imported successfully!",
  organizationUpdated: "Organization settings updated successfully",
  planNotFound: "Plan not found",
  groupNotFound: "Group not found",
  organizationNotFound: "Organization Not Found",
  alreadyOnPlan: "You're already working on this plan! Head to your dashboard to continue your progress.",

  // assistant (docs/areas/assistant.md)
  noResponse: "No response",
} as const;

/**
 * A refusal that says when to try again: "Too many attempts. Please try again in 3 minutes." Under a
 * minute it counts seconds; otherwise whole minutes, rounded up, so the time given is never too early.
 */
export function tooManyRequestsRetryIn(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return `Too many attempts. Please try again in ${wait} second${wait === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(wait / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
