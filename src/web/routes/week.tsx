// /week/:id (docs/areas/weekly-journey.md): the page lives in features/week. A non-numeric id is week 1; any number goes to the
// API, which answers INVALID_WEEK ('Invalid week number') for 0, 2.5 or a number beyond the database's range.
import { useParams } from "react-router";
import { WeekPage } from "../features/week/components/week-page.tsx";
import { weekFromParam } from "../features/week/week-page-rules.ts";

export default function WeekScreen() {
  return <WeekPage week={weekFromParam(useParams().id)} />;
}
