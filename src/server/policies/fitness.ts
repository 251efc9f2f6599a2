// The fitness log (decision 038): a person logs for himself, a dad for his confirmed son, a son never for his dad.
import { AppError, notFound } from "../lib/app-error.ts";
import { familyText } from "../../shared/schemas/family.ts";
import { fitnessMessages } from "../../shared/fitness.ts";
import type { ActionPolicy } from "./rule.ts";
import { rowRule } from "./rule.ts";

/** Who the logged person is to the viewer, as the service finds him. */
export type LoggedPerson = "self" | "confirmed son" | "pending son" | "dad" | "stranger";

const mayLogFor = rowRule<LoggedPerson>({
  when: "it is himself, or (a dad) his son on a confirmed link; a son for his dad: 403; a pending son: 403; anyone else: 404",
  allows: (_viewer, person) => person === "self" || person === "confirmed son",
  refuse: (_viewer, person) =>
    person === "dad"
      ? new AppError("FORBIDDEN", fitnessMessages.sonLogsOwnOnly)
      : person === "pending son"
        ? new AppError("FORBIDDEN", familyText.sonMustConfirm)
        : notFound(),
});

export const fitnessPolicy = {
  "fitness.read": { guard: "family", staffTwoFactor: false, who: "A dad or a son: his own results and his family's on a confirmed link." },
  "fitness.log": { guard: "family", staffTwoFactor: false, who: "A dad or a son logs a result.", row: mayLogFor },
  "fitness.export": { guard: "family", staffTwoFactor: false, who: "A dad or a son: his own results, and a dad his confirmed sons'." },
} as const satisfies Record<string, ActionPolicy>;
