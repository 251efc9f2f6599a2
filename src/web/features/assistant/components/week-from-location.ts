// Which week's content the floating widget sends with a question: the week page's week, or the journal's
// ?week= (docs/areas/assistant.md: the context goes with the message "when a week is open").
import { matchPath } from "react-router";
import { MIN_WEEK, MAX_INT4 } from "../../../../shared/constants.ts";
import { parseJournalSearchParams } from "../../../../shared/schemas/journal.ts";
import { patterns } from "../../../paths.ts";

function validWeek(value: number): number | null {
  return Number.isInteger(value) && value >= MIN_WEEK && value <= MAX_INT4 ? value : null;
}

export function weekFromLocation(pathname: string, search: string): number | null {
  const week = matchPath(patterns.week, pathname);
  if (week) {
    const id = week.params.id ?? "";
    // The week page shows week 1 for a missing or non-numeric id (docs/areas/assistant.md).
    return id.trim() === "" || !Number.isFinite(Number(id)) ? 1 : validWeek(Number(id));
  }
  // The journal's own reading of ?week=, so the widget sends the week the journal page shows.
  if (matchPath(patterns.journal, pathname)) return parseJournalSearchParams(new URLSearchParams(search)).week;
  return null;
}
