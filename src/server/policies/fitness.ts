// The fitness log: a person logs for himself, a dad for his confirmed son, a son never for his
// dad; the measures a family follows are its own.
import { AppError, notFound } from "../lib/app-error.ts";
import { familyText } from "../../shared/schemas/family.ts";
import { fitnessMessages } from "../../shared/fitness.ts";
import type { Viewer } from "../auth/viewer-type.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule } from "./rule.ts";

/** The person a result is logged for, with the family links the service loaded between him and the viewer. */
export interface LoggedPerson {
  personId: string;
  /** The viewer's link to him as his dad, when there is one: confirmed or still pending. */
  sonLink: { confirmed: boolean } | undefined;
  /** The viewer's own dad (a son's), when he has one. */
  viewerDadId: string | undefined;
}

const mayLogFor = rowRule<LoggedPerson>({
  when: "it is himself, or (a dad) his son on a confirmed link; a son for his dad: 403; a pending son: 403; anyone else: 404",
  allows: (viewer, person) => person.personId === viewer.userId || (viewer.role === "dad" && person.sonLink?.confirmed === true),
  refuse: (viewer, person) =>
    person.viewerDadId !== undefined && person.personId === person.viewerDadId
      ? new AppError("FORBIDDEN", fitnessMessages.sonLogsOwnOnly)
      : viewer.role === "dad" && person.sonLink !== undefined
        ? new AppError("FORBIDDEN", familyText.sonMustConfirm)
        : notFound(),
});

/** Whose measures the viewer follows: his family's, kept under its dad (a son on a confirmed link), else his own. */
export function fitnessFamilyOf(viewer: Pick<Viewer, "userId" | "familyDadId">): string {
  return viewer.familyDadId ?? viewer.userId;
}

/** A dad or his son stops following one of his family's measures; another family's (or an unknown id) is 404. */
const ownFamilyMeasure = rowRule<{ familyId: string } | undefined>({
  when: "it is one of his family's measures (another family's, or an unknown id, is 404)",
  allows: (viewer, measure) => measure !== undefined && measure.familyId === fitnessFamilyOf(viewer),
});

export const fitnessPolicy = {
  "fitness.read": action("family", "A dad or a son: his own results and his family's on a confirmed link, and the measures his family follows."),
  "fitness.log": action("family", "A dad or a son logs a result for himself, a dad also for his confirmed son.", { row: mayLogFor }),
  "fitness.export": action("family", "A dad or a son: his own results, and a dad his confirmed sons'."),
  "fitness.measure.follow": action("family", "A dad or a son: his family follows a measure week by week."),
  "fitness.measure.unfollow": action("family", "A dad or a son stops following one of his family's measures.", { row: ownFamilyMeasure }),
} as const satisfies Record<string, ActionPolicy>;
