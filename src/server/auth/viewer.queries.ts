// Who is asking, read from the database: the session by its token with its user, profile, staff place and (for
// a son) his confirmed dad's plan — one indexed statement.
import { sql } from "drizzle-orm";
import type { OrganizationRole, Role, SonAgeBand } from "../../shared/constants.ts";
import type { Queryable } from "../db/client.ts";
import { param, preparedSql } from "../platform/statements.ts";
import { familyLinks, firstVisits, organizationMembers, profiles, sessions, users } from "../db/schema/index.ts";

export interface ViewerRow {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  sessionCreatedAt: Date;
  email: string;
  name: string;
  /** users.two_factor_enabled. */
  twoFactorEnabled: boolean;
  /** users.password_set_by_dad. */
  passwordSetByDad: boolean;
  /** Null when the account has no profile yet (the caller creates it). */
  profile: {
    fullName: string;
    role: Role;
    organizationId: number | null;
    selectedPlanId: number | null;
    memberOrganizationId: number | null;
    organizationRole: OrganizationRole | null;
    familyDadId: string | null;
    familyPlanId: number | null;
    /** A son's age band on his confirmed family link, else null. */
    familyAgeBand: SonAgeBand | null;
    /** profiles.avatar_url, for the navigation. */
    avatarUrl: string | null;
    /** profiles.time_zone, and for a son on a confirmed link his dad's: the family's clock. */
    timeZone: string;
    /** profiles.language: his chosen language, null when he has not chosen. */
    language: string | null;
    familyTimeZone: string | null;
    /** first_visits.session_id: the session of his first visit; null before it is claimed. */
    firstSessionId: string | null;
  } | null;
}

interface RawRow extends Record<string, unknown> {
  session_id: string;
  user_id: string;
  expires_at: Date | string;
  session_created_at: Date | string;
  email: string;
  name: string;
  two_factor_enabled: boolean | null;
  password_set_by_dad: boolean | null;
  full_name: string | null;
  role: Role | null;
  organization_id: number | null;
  selected_plan_id: number | null;
  member_organization_id: number | null;
  organization_role: OrganizationRole | null;
  family_dad_id: string | null;
  family_plan_id: number | null;
  family_age_band: SonAgeBand | null;
  avatar_url: string | null;
  time_zone: string | null;
  language: string | null;
  family_time_zone: string | null;
  first_session_id: string | null;
}

const viewerByToken = preparedSql<RawRow, { token: string }>(
  "viewer_by_token",
  () => sql`
    select s.id as session_id, s.user_id, s.expires_at, s.created_at as session_created_at, u.email, u.name, u.two_factor_enabled, u.password_set_by_dad,
           p.full_name, p.role, p.organization_id, p.selected_plan_id, p.avatar_url, p.time_zone, p.language, fv.session_id as first_session_id,
           om.organization_id as member_organization_id, om.role as organization_role,
           fam.dad_id as family_dad_id, fam.plan_id as family_plan_id, fam.age_band as family_age_band,
           fam.time_zone as family_time_zone
      from ${sessions} s
      join ${users} u on u.id = s.user_id
      left join ${profiles} p on p.id = s.user_id
      left join ${organizationMembers} om on om.user_id = s.user_id
      left join ${firstVisits} fv on fv.user_id = s.user_id
      left join lateral (
        select fl.dad_id, dp.selected_plan_id as plan_id, fl.son_age_band as age_band, dp.time_zone
          from ${familyLinks} fl join ${profiles} dp on dp.id = fl.dad_id
         where fl.son_id = s.user_id and fl.confirmed_at is not null and p.role = 'son'
         limit 1
      ) fam on true
     where s.token = ${param("token")}
     limit 1`,
);

/**
 * The session whose token this is (sessions.token is unique, so an index lookup), joined with everything the
 * viewer needs. Undefined when no such session exists (signed out, revoked, deleted account).
 */
export async function selectViewerByToken(db: Queryable, token: string): Promise<ViewerRow | undefined> {
  const [row] = await viewerByToken(db, { token });
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    expiresAt: new Date(row.expires_at),
    sessionCreatedAt: new Date(row.session_created_at),
    email: row.email,
    name: row.name,
    twoFactorEnabled: row.two_factor_enabled === true,
    passwordSetByDad: row.password_set_by_dad === true,
    profile:
      row.full_name === null || row.role === null
        ? null
        : {
            fullName: row.full_name,
            role: row.role,
            organizationId: row.organization_id,
            selectedPlanId: row.selected_plan_id,
            memberOrganizationId: row.member_organization_id,
            organizationRole: row.organization_role,
            familyDadId: row.family_dad_id,
            familyPlanId: row.family_plan_id,
            familyAgeBand: row.family_age_band,
            avatarUrl: row.avatar_url,
            timeZone: row.time_zone ?? "UTC",
            language: row.language,
            familyTimeZone: row.family_time_zone,
            firstSessionId: row.first_session_id,
          },
  };
}

/** Creates the account's profile (role dad) unless one exists already; a concurrent creation wins. */
export async function ensureProfile(db: Queryable, userId: string, fullName: string): Promise<void> {
  await db.insert(profiles).values({ id: userId, fullName, role: "dad" }).onConflictDoNothing({ target: profiles.id });
}

/**
 * Records this session as the account's first visit unless one is recorded already; answers the
 * session that holds it: this one, or one recorded before. Null when another session's claim was being written at
 * the same moment (its row is not visible to this statement): not the first visit, and asked again on the next read.
 */
export async function claimFirstSession(db: Queryable, userId: string, sessionId: string): Promise<string | null> {
  const result = await db.execute<{ session_id: string }>(sql`
    with claimed as (
      insert into ${firstVisits} (user_id, session_id) values (${userId}, ${sessionId})
      on conflict (user_id) do nothing
      returning session_id
    )
    select session_id from claimed
    union all
    select session_id from ${firstVisits} where user_id = ${userId}
    limit 1`);
  return result.rows[0]?.session_id ?? null;
}

/** Ends a session past its absolute lifetime. */
export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.execute(sql`delete from ${sessions} where ${sessions.id} = ${sessionId}`);
}
