// Query keys of the two-factor screen's reads.
export const twoFactorKeys = {
  /** Whether two-factor is on (read from Better Auth's get-session) */
  status: () => ["two-factor", "status"] as const,
};
