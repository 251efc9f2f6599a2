// The weekly journey: the dashboard, a week's content and progress, the family's run of a plan, the scripture.
import { AppError } from "../lib/app-error.ts";
import { planRunText } from "../../shared/schemas/plan-run.ts";
import { headOfFamily } from "./row-rules.ts";
import type { ActionPolicy } from "./rule.ts";
import { action, rowRule } from "./rule.ts";

/**
 * A person may move his family's week when the run is his: a dad, or a person without a confirmed dad. A son on a
 * confirmed link follows his dad's week (403 with the plain reason). The row is the person whose run it is.
 */
const ownsTheRun = headOfFamily({
  when: "the family's run is his (a dad, or a person without a confirmed dad; a son on a confirmed link: 403)",
  refuse: () => new AppError("FORBIDDEN", planRunText.onlyDadMovesWeek),
});

/** A week as loaded for the person: whether it is a paid plan's week his family does not own yet. */
export interface WeekLock {
  purchaseRequired: boolean;
}

/** Nothing of a paid plan's week ≥ 2 the family does not own is completed: no tick, no log (403). */
const openWeek = rowRule<WeekLock, { userId: string }>({
  when: "the week is not a paid plan's week his family does not own (403)",
  allows: (_viewer, week) => !week.purchaseRequired,
  refuse: () => new AppError("FORBIDDEN", planRunText.weekLocked),
});

export const journeyPolicy = {
  "dashboard.read": action("family", "A dad or a son: his own dashboard."),
  "week.read": action(
    "family",
    "A dad or a son: a week of his family's plan, if he may read the plan; a paid plan's week 2 or later needs a purchase or seat.",
  ),
  "week.open": action(
    "family",
    "A dad or a son opens a week of his plan; a reflection he wrote for that week ticks its devotional and journal, unless the week is locked (below).",
  ),
  "progress.update": action("family", "A dad or a son: his own progress only, in his family's run."),
  "week.complete": action(
    "family",
    "A dad or a son ticks an item of a week (also through a fitness log, a journal entry or opening the week); not a paid plan's week 2 or later without a purchase or seat.",
    { row: openWeek, inside: ["progress.update", "week.open", "fitness.log", "journal.create", "journal.update", "journal.delete"] },
  ),
  "planRun.schedule": action("family", "A dad or a son moves his family's week; a confirmed son may not.", { row: ownsTheRun }),
  "scripture.read": action("signedIn", "Any signed-in viewer, in the version he chose."),
  "scripture.version.read": action("signedIn", "Any signed-in viewer: his own Bible version and the choices."),
  "scripture.version.update": action("signedIn", "Any signed-in viewer: his own Bible version."),
} as const satisfies Record<string, ActionPolicy>;
