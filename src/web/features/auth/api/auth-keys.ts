// Query keys of the sign-in screens' reads.
export const authKeys = {
  /** GET /api/accounts/reset-password/check?token= */
  resetToken: (token: string) => ["auth", "reset-token", token] as const,
};
