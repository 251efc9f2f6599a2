// Who is asking, as every layer reads him: the type alone, in a leaf that imports no module, so the policies,
// the services and the request-time code (auth/viewer.ts, which loads him through Better Auth) share it without
// tying each other into an import cycle.
import type { OrganizationRole, Role, SonAgeBand } from "../../shared/constants.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  fullName: string;
  role: Role;
  /** The organization whose staff he is, else the profile's organization_id (legacy). */
  organizationId: number | null;
  /** His place on that organization's staff; null when he is on none. */
  organizationRole: OrganizationRole | null;
  isGlobalAdmin: boolean;
  /** Two-factor sign-in is on for this account (required for global admins and organization owners). */
  twoFactorEnabled: boolean;
  /**
   * The plan the viewer follows: his own selection, or — for a son with a confirmed dad — the family's plan,
   * which is his dad's ("a son sees the family's plan, not his own").
   */
  selectedPlanId: number | null;
  /** A son's dad on a confirmed family link (he chooses the family's plan), else null. */
  familyDadId: string | null;
  /**
   * The family's clock: the IANA zone its week and every date it reads are counted in — his own, or for
   * a son on a confirmed link his dad's (a dad who travels still sees his family's week).
   */
  timeZone: string;
  /** The language he chose (profiles.language), null when his browser decides. */
  language: Locale | null;
  /** profiles.avatar_url, for the navigation. */
  avatarUrl: string | null;
  /** This session is the account's first visit (greeted "Welcome", not "Welcome back"). */
  firstSession: boolean;
  /** When this session began (ms since the epoch): the first visit lasts FIRST_VISIT_MS from it at most. */
  sessionCreatedAt: number;
  /** A son's age band on his confirmed family link, else null. */
  sonAgeBand: SonAgeBand | null;
  /**
   * A son of 13 or older whose password his dad set. He must choose his own; until then this
   * session cannot read or export his private entries and assistant chats.
   */
  mustChoosePassword: boolean;
}
