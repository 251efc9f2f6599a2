// Who may read a plan's content, and which of its weeks: one rule for every path that reaches a plan (the week
// page and its offline copy, the dashboard, the group page, the assistant's context, the fitness log, the reminder
// mails, the marketplace, the plan page and starting a plan, a group's choice of plan). Each path loads the plan's
// facts for its reader in its own query; the decision is made here and nowhere else (members-only
// stays members-only, whatever door a family comes through).

/** A published plan as one reader stands to it. */
export interface PlanReadRow {
  /** Listed in the marketplace (false: unlisted, opened only by who bought or follows it). */
  isPublic: boolean;
  /** Kept for its organization's members. */
  membersOnly: boolean;
  /**
   * The reader is inside the plan's organization: his family is one of its member families, he is on its staff, or
   * his family is in one of its groups that runs this plan.
   */
  insider: boolean;
  /** His family bought the plan, or holds one of the seats its organization sponsors. */
  owned: boolean;
  /** It is the plan his family follows, or his group runs (it reached him through his run, not through an id he sent). */
  follows: boolean;
  /** He brought the key of the plan's members' link (its page only: the link opens the page, not the weeks). */
  byLink?: boolean;
}

/** Whether the reader may read the plan at all (its page, its outline, its week 1). */
export function mayReadPlan(plan: PlanReadRow | undefined): boolean {
  if (plan === undefined) return false;
  // Members-only: following it is not enough (a family can be put on it through a group or an old choice).
  if (plan.membersOnly) return plan.insider || plan.owned || plan.byLink === true;
  return plan.isPublic || plan.owned || plan.follows;
}

/**
 * Whether the reader may read this week's words: the plan is his to read, and a paid plan's weeks ≥ 2 need his
 * family's purchase or seat (week 1 is free to anyone who may read the plan). The members' link opens no week.
 */
export function weekAccess(plan: PlanReadRow | undefined, week: number, paid: boolean): "open" | "purchase" | "hidden" {
  if (plan === undefined || !mayReadPlan({ ...plan, byLink: false })) return "hidden";
  if (week >= 2 && paid && !plan.owned) return "purchase";
  return "open";
}

/** A plan a group's leaders ask to run, and the group's organization (null: any dad's group). */
export interface GroupPlanChoice {
  plan: { isPublic: boolean; membersOnly: boolean; organizationId: number | null } | undefined;
  groupOrganizationId: number | null;
}

/**
 * A group may run a published plan that is listed and not kept for members, or any plan of the organization the
 * group belongs to (its members-only and unlisted ones: only there). Anything else answers as an unknown plan.
 */
export function groupMayRunPlan({ plan, groupOrganizationId }: GroupPlanChoice): boolean {
  if (plan === undefined) return false;
  const ofItsOrganization = groupOrganizationId !== null && plan.organizationId === groupOrganizationId;
  if (ofItsOrganization) return true;
  return plan.isPublic && !plan.membersOnly;
}

/**
 * Whether making a plan listed (from members-only) must first pass the platform's review: an organization's
 * published plan always does, whatever route asks, as a first publication does. The platform's own plans (its
 * admins wrote them) and drafts (their publication will be reviewed) do not.
 */
export function listingNeedsReview(plan: { status: string; organizationId: number | null }): boolean {
  return plan.status === "published" && plan.organizationId !== null;
}
