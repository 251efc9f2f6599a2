// The one way into the platform admins' review queue: a publication that needs review (publish-plan.ts) and an
// organization's members-only plan listed for everyone (payments/sponsorships.service.ts) both wait here, so
// every transition to public visibility passes the same review, whatever the route.
import type { Tx } from "../../db/client.ts";
import { setReview } from "./plan-studio.queries.ts";

/** Puts the locked plan in the queue (once: a plan already waiting keeps its place). */
export async function submitForReview(tx: Tx, plan: { id: number; reviewState: string }): Promise<void> {
  if (plan.reviewState !== "pending") await setReview(tx, plan.id, { state: "pending", note: null });
}

/** Takes the locked plan out of the queue (its author withdrew what waited there). */
export async function withdrawFromReview(tx: Tx, plan: { id: number; reviewState: string }): Promise<void> {
  if (plan.reviewState === "pending") await setReview(tx, plan.id, { state: "none", note: null });
}
