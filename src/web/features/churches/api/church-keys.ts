// Query keys of the public side of organizations.
export const churchKeys = {
  /** GET /api/public/organizations/:slug */
  organization: (slug: string, language?: string) => ["public-organization", slug, language ?? null] as const,
  /** GET /api/memberships/churches/:slug/groups (its groups, for its member families) */
  groups: (slug: string) => ["church-groups", slug] as const,
  /** POST /api/memberships/invitation (what an invitation token opens) */
  invitation: (token: string) => ["family-invitation", token] as const,
};
