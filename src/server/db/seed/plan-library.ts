// The launch library: one seeded plan per category, so a family's first visit finds a real choice. The sample
// plan (faith) comes first; the others are leadership, relationships and personal growth, then one plan written in
// Spanish for Spanish-speaking families.
import { LEADERSHIP_PLAN } from "./leadership-plan-content.ts";
import { PERSONAL_GROWTH_PLAN } from "./personal-growth-plan-content.ts";
import { PRODIGAL_SON_PLAN_ES } from "./prodigal-son-plan-content-es.ts";
import { RELATIONSHIPS_PLAN } from "./relationships-plan-content.ts";
import { SAMPLE_PLAN_SEED } from "./sample-plan-content.ts";
import type { SeedPlan } from "./seed-plan.ts";

export const PLAN_LIBRARY: readonly SeedPlan[] = [SAMPLE_PLAN_SEED, LEADERSHIP_PLAN, RELATIONSHIPS_PLAN, PERSONAL_GROWTH_PLAN, PRODIGAL_SON_PLAN_ES];
