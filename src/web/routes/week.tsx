// /week/:id (docs/areas/weekly-journey.md): the page lives in features/week. A non-numeric id is week 1; any number goes to the
// API, which answers INVALID_WEEK ('Invalid week number') for 0, 2.5 or a number beyond the database's range. The route
// gives the page the assistant's panel (features/assistant) and the fitness log (features/fitness).
import { useParams } from "react-router";
import { AssistantPanel } from "../features/assistant/components/assistant-panel.tsx";
import { FitnessLogPanel } from "../features/fitness/components/fitness-log-panel.tsx";
import { WeekPage } from "../features/week/components/week-page.tsx";
import type { WeekParts } from "../features/week/week-parts.tsx";
import { weekFromParam } from "../features/week/week-page-rules.ts";

const weekParts: WeekParts = {
  assistant: (props) => <AssistantPanel {...props} />,
  fitnessLog: (props) => <FitnessLogPanel {...props} />,
};

export default function WeekScreen() {
  return <WeekPage week={weekFromParam(useParams().id)} parts={weekParts} />;
}
