// What the week's screens draw from other features, composed by the route (routes/week.tsx, and the studio's
// preview in routes/organization-plan-preview.tsx): the assistant's panel and the week's fitness log.
import { createContext, useContext, type ReactNode } from "react";
import type { TChallenge } from "../../../shared/schemas/content.ts";

export interface WeekParts {
  /** The assistant's panel (features/assistant); a son under 13 is told his dad can download his chats. */
  assistant: (props: { weekNumber: number; sonUnder13: boolean }) => ReactNode;
  /** The week's fitness log (features/fitness): the challenge's measures (a test) and the family's own. */
  fitnessLog: (props: {
    week: number;
    planId: number | null;
    challenge: { id: number; title: string; measures: TChallenge["measures"]; safety: string | null };
  }) => ReactNode;
}

const WeekPartsContext = createContext<WeekParts>({ assistant: () => null, fitnessLog: () => null });

export function WeekPartsProvider({ parts, children }: { parts: WeekParts; children: ReactNode }) {
  return <WeekPartsContext value={parts}>{children}</WeekPartsContext>;
}

export function useWeekParts(): WeekParts {
  return useContext(WeekPartsContext);
}
