// A dad's few words for the landing page (docs/areas/admin.md "Testimonials"): shared after finishing a plan, with his consent,
// as his first name and city; approved by an admin; the latest approved shown, and only once there are enough.
import type { Database } from "../../db/client.ts";
import type { Viewer } from "../../auth/viewer-type.ts";
import { notFound } from "../../lib/app-error.ts";
import { authorize } from "../../policies/index.ts";
import { firstNameOf } from "../groups/group-names.ts";
import {
  TESTIMONIALS_SHOWN,
  testimonialMessages,
  type TAdminTestimonialsResponse,
  type TestimonialStatus,
  type TMyTestimonialsResponse,
  type TPublicTestimonial,
} from "../../../shared/schemas/testimonials.ts";
import { CACHED_ANSWERS, TESTIMONIALS } from "../../platform/cached-answers.ts";
import { readThrough } from "../../platform/read-caches.ts";
import {
  deleteOwnTestimonial,
  findTestimonialOwner,
  findTestimonialPlan,
  insertTestimonial,
  selectLatestApproved,
  selectOwnTestimonials,
  selectShareablePlans,
  selectTestimonialsByStatus,
  setTestimonialStatus,
} from "./testimonials.queries.ts";

/** Records a dad's words about a plan his family finished, waiting for an admin; his first name from his profile. */
export async function submitTestimonial(db: Database, viewer: Viewer, input: { planId: number; city: string; words: string }) {
  authorize(viewer, "testimonial.submit", await findTestimonialPlan(db, viewer.userId, input.planId));
  const row = await insertTestimonial(db, {
    userId: viewer.userId,
    planId: input.planId,
    firstName: firstNameOf(viewer.fullName),
    city: input.city,
    words: input.words,
    consentedAt: new Date(),
  });
  return { ...row, message: testimonialMessages.submitted };
}

export async function getMyTestimonials(db: Database, viewer: Viewer): Promise<TMyTestimonialsResponse> {
  const [finishedPlans, shared] = await Promise.all([selectShareablePlans(db, viewer.userId), selectOwnTestimonials(db, viewer.userId)]);
  return { finishedPlans, shared };
}

export async function listTestimonials(db: Database, status: TestimonialStatus): Promise<TAdminTestimonialsResponse> {
  const rows = await selectTestimonialsByStatus(db, status);
  return { testimonials: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), consentedAt: row.consentedAt.toISOString() })) };
}

/** An admin approves or rejects; an unknown id is 404. */
export async function decideTestimonial(db: Database, id: number, status: "approved" | "rejected", adminId: string) {
  const row = await setTestimonialStatus(db, id, status, adminId);
  if (!row) throw notFound(testimonialMessages.notFound);
  return row;
}

/** A dad withdraws his words (and his consent): deleted, whatever their status; anyone else's is 404. */
export async function withdrawTestimonial(db: Database, viewer: Viewer, id: number): Promise<void> {
  authorize(viewer, "testimonial.withdraw", await findTestimonialOwner(db, id));
  if (!(await deleteOwnTestimonial(db, viewer.userId, id))) throw notFound(testimonialMessages.notFound);
}

/** The rule of the section: the latest approved, and none until there are enough to fill it. */
export function shownTestimonials<T>(latestApproved: T[]): T[] {
  return latestApproved.length < TESTIMONIALS_SHOWN ? [] : latestApproved.slice(0, TESTIMONIALS_SHOWN);
}

/**
 * The latest approved for the landing page and its API, kept in memory on every process until the testimonials
 * table announces a change (an approval, a rejection or unpublishing, a withdrawal, an account deleted).
 */
export async function latestTestimonials(db: Database): Promise<TPublicTestimonial[]> {
  return readThrough(
    db,
    CACHED_ANSWERS.landingTestimonials,
    CACHED_ANSWERS.landingTestimonials.key(),
    async () => shownTestimonials(await selectLatestApproved(db, TESTIMONIALS_SHOWN)),
    () => [TESTIMONIALS],
  );
}
