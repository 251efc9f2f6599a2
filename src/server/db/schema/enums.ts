import { pgEnum } from "drizzle-orm/pg-core";
import {
  CHAT_ROLES,
  GROUP_MEMBER_ROLES,
  JOURNAL_ENTRY_TYPES,
  ORGANIZATION_ROLES,
  PLAN_CATEGORIES,
  PLAN_STATUSES,
  PROGRESS_SOURCES,
  PURCHASE_STATUSES,
  ROLES,
} from "../../../shared/constants.ts";
import { FITNESS_UNITS, FITNESS_VERSIONS } from "../../../shared/fitness.ts";

export const userRole = pgEnum("user_role", ROLES);
export const planCategory = pgEnum("plan_category", PLAN_CATEGORIES);
export const planStatus = pgEnum("plan_status", PLAN_STATUSES);
export const journalEntryType = pgEnum("journal_entry_type", JOURNAL_ENTRY_TYPES);
export const groupMemberRole = pgEnum("group_member_role", GROUP_MEMBER_ROLES);
export const purchaseStatus = pgEnum("purchase_status", PURCHASE_STATUSES);
export const chatRole = pgEnum("chat_role", CHAT_ROLES);
export const organizationRole = pgEnum("organization_role", ORGANIZATION_ROLES);
export const fitnessUnit = pgEnum("fitness_unit", FITNESS_UNITS);
export const fitnessVersion = pgEnum("fitness_version", FITNESS_VERSIONS);
/** Who or what completed a progress item: the person himself, a journal entry, a fitness log. */
export const progressSource = pgEnum("progress_source", PROGRESS_SOURCES);
