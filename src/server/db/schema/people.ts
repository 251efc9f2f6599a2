// Profiles, families and organizations: who someone is in StrongBond, beyond their sign-in.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { ownedRow, userReference, users } from "./auth.ts";
import { createdAt, partOf, timestamps } from "./columns.ts";
import { organizationRole, userRole } from "./enums.ts";
import { devotionalPlans } from "./content.ts";
import { organizations } from "./organizations.ts";

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    role: userRole("role").notNull().default("dad"),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    selectedPlanId: integer("selected_plan_id").references(() => devotionalPlans.id, { onDelete: "set null" }),
    planSelectedAt: timestamp("plan_selected_at", { withTimezone: true }),
    avatarUrl: text("avatar_url"),
    /**
     * The family's clock: the IANA zone its week, "this Sunday", streak and recap are counted in —
     * the run owner's (the dad's) for the whole family. Detected from the browser at registration; changeable.
     */
    timeZone: text("time_zone").notNull().default("UTC"),
    dataVisibility: text("data_visibility").notNull().default("private"),
    sharedDataVisibility: text("shared_data_visibility").notNull().default("private"),
    // The Bible version he reads; null follows the default (a son under 13: the WEB).
    bibleVersion: text("bible_version"),
    // The language he reads StrongBond in; null follows his browser (Accept-Language, or the cookie he chose).
    language: text("language"),
    ...timestamps(),
  },
  (t) => [
    index("profiles_organization_id_idx").on(t.organizationId),
    check("profiles_bible_version", sql`${t.bibleVersion} in ('kjv', 'web', 'rv1909', 'esv')`),
    check("profiles_language", sql`${t.language} in ('en', 'es')`),
  ],
);

/**
 * The family link between a dad and the son he registered. The dad's consent for his (possibly minor) son
 * is recorded here, and the dad's family settings for that son live here too.
 */
export const familyLinks = pgTable(
  "family_links",
  {
    id: serial("id").primaryKey(),
    dadId: userReference("dad_id", "cascade"),
    // A son has exactly one dad account linked to him.
    sonId: userReference("son_id", "cascade").unique(),
    consentRecordedAt: timestamp("consent_recorded_at", { withTimezone: true }).notNull().defaultNow(),
    // The son's assistant stays off until his dad switches it on.
    sonAssistantEnabled: boolean("son_assistant_enabled").notNull().default(false),
    // When the dad typed an address someone else can sign in to, the link (and with it every
    // right of the dad over that account) starts only once the holder of the address confirms it. A family
    // address the server generated is confirmed at creation. Null = waiting for the holder's answer.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // SHA-256 of the one-time token mailed to the typed address (confirm or "this isn't me"); null once used.
    confirmationTokenHash: text("confirmation_token_hash").unique(),
    // "under_13" — his dad's download includes his private entries and assistant chats (COPPA
    // review right), and the son is told so where he writes; "13_plus" — they stay his own.
    sonAgeBand: text("son_age_band").notNull().default("13_plus"),
    // A child's full name and face are his family's to share: members of a group outside his family see him by first
    // name, without his picture, unless his dad allows his full name (never for a son under 13).
    sonFullNameInGroups: boolean("son_full_name_in_groups").notNull().default(false),
    // A son of 13 or older takes part in his groups' weekly conversations only when his dad allows it
    // (never under 13).
    sonInGroupConversations: boolean("son_in_group_conversations").notNull().default(false),
    // Set when the dad's address was proven after this son was added: whoever added him may not have held the
    // address. The son cannot sign in until the holder answers "Keep" (clears it) or removes him.
    heldAt: timestamp("held_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("family_links_dad_id_idx").on(t.dadId),
    check("family_links_distinct", sql`${t.dadId} <> ${t.sonId}`),
    check("family_links_son_age_band", sql`${t.sonAgeBand} in ('under_13', '13_plus')`),
  ],
);

/**
 * An organization's staff: the creator is its owner, invited people are owners or editors.
 * A person belongs to at most one organization; this row, not the account's role, makes him an organization admin.
 */
export const organizationMembers = pgTable(
  "organization_members",
  {
    id: serial("id").primaryKey(),
    organizationId: partOf("organization_id", () => organizations.id),
    userId: userReference("user_id", "cascade").unique(),
    role: organizationRole("role").notNull().default("editor"),
    createdAt: createdAt(),
  },
  (t) => [index("organization_members_organization_idx").on(t.organizationId)],
);

/**
 * An organization's member families, apart from its staff: the dad's account stands for his
 * family (he accepts for his sons). A family may belong to several organizations; leaving deletes the row, and with
 * it whatever the organization could see of the family. `sharesProgress` is the dad's choice to let the
 * organization's leaders see his family's own progress; without it they see only counts.
 */
export const organizationFamilies = pgTable(
  "organization_families",
  {
    id: serial("id").primaryKey(),
    organizationId: partOf("organization_id", () => organizations.id),
    dadId: userReference("dad_id", "cascade"),
    sharesProgress: boolean("shares_progress").notNull().default(false),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("organization_families_org_dad_unique").on(t.organizationId, t.dadId), index("organization_families_dad_idx").on(t.dadId)],
);

/** A pending invitation to an organization's staff; the mailed link carries a token whose SHA-256 is kept here. */
export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: serial("id").primaryKey(),
    organizationId: partOf("organization_id", () => organizations.id),
    email: text("email").notNull(),
    role: organizationRole("role").notNull().default("editor"),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("organization_invitations_org_email_unique").on(t.organizationId, t.email)],
);

/**
 * An invitation for a family to join an organization as a member. Two kinds: the
 * organization's one shared link (`email` null; its token kept as written, `link_token`, so the leader can show the
 * link and its QR code again; many families may use it until it is revoked or expires), and a mailed invitation to
 * one address (single use; only the SHA-256 of its token is kept, and of the follow-up mail's token, both valid).
 * `reminded_at` is set when the one follow-up is queued: never a second.
 */
export const organizationFamilyInvitations = pgTable(
  "organization_family_invitations",
  {
    id: serial("id").primaryKey(),
    organizationId: partOf("organization_id", () => organizations.id),
    email: text("email"),
    linkToken: text("link_token").unique(),
    // A shared link's short code: /j/<code> on a bulletin, a screen or a group chat resolves to the link.
    shortCode: text("short_code").unique(),
    // The link carries one of the church's groups (family_invitation_groups names it; gone with the group).
    forGroup: boolean("for_group").notNull().default(false),
    tokenHash: text("token_hash").notNull().unique(),
    followUpTokenHash: text("follow_up_token_hash").unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("organization_family_invitations_org_idx").on(t.organizationId, t.createdAt),
    // The follow-up sweep's range: mailed invitations not yet reminded, answered or revoked, oldest first.
    index("organization_family_invitations_follow_up_idx")
      .on(t.createdAt)
      .where(sql`${t.email} is not null and ${t.remindedAt} is null and ${t.acceptedAt} is null and ${t.revokedAt} is null`),
    // One pending mailed invitation per address and organization; a new one replaces it.
    uniqueIndex("organization_family_invitations_org_email_unique").on(t.organizationId, t.email),
    check("organization_family_invitations_kind", sql`(${t.email} is null) = (${t.linkToken} is not null)`),
    check("organization_family_invitations_short_code_on_links", sql`${t.shortCode} is null or ${t.linkToken} is not null`),
  ],
);

/** first_visits.session_id of an account whose first visit was before visits were recorded. */
export const EARLIER_VISIT = "earlier-visit";

/**
 * The session of each account's first visit: claimed by the first session that loads the viewer, so
 * that session is greeted "Welcome" and every later one "Welcome back". No row: no visit yet. EARLIER_VISIT marks
 * accounts that visited before this table existed, and the seeded demo family. A table of its own, not a profile
 * column: claiming a visit is not a change of the viewer the other processes must hear about.
 */
export const firstVisits = pgTable("first_visits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sessionId: text("session_id").notNull(),
  createdAt: createdAt(),
});

/**
 * A dad's few words for the landing page, after finishing a plan: his first name (taken from his profile, not typed)
 * and the city he gives, the words, when he consented to their publication, and an admin's decision. Shown only
 * once approved; deleted with his account. Never a son's words: only a dad submits, of his own account.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    ...ownedRow("cascade"),
    planId: partOf("plan_id", () => devotionalPlans.id),
    firstName: text("first_name").notNull(),
    city: text("city").notNull(),
    words: text("words").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("testimonials_user_plan_unique").on(t.userId, t.planId),
    check("testimonials_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("testimonials_words_length", sql`char_length(${t.words}) between 20 and 400`),
    index("testimonials_status_reviewed_idx").on(t.status, t.reviewedAt),
  ],
);
