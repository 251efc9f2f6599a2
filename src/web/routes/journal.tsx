// The journal (/journal, docs/areas/journal.md): the page lives in features/journal. ?week=&title=&type=
// come from the week page's "Journal Your Thoughts" buttons and open the new-entry form. The route gives the page the
// assistant's side panel (features/assistant).
import { useLocation } from "react-router";
import { AssistantPanel } from "../features/assistant/components/assistant-panel.tsx";
import { JournalPage } from "../features/journal/components/journal-page.tsx";
import { readJournalQuery } from "../features/journal/journal-page-rules.ts";

export default function JournalScreen() {
  // A new query string (another week's "Journal Your Thoughts") starts the page over with its form state.
  const { search } = useLocation();
  return <JournalPage key={search} query={readJournalQuery(search)} assistant={(props) => <AssistantPanel {...props} />} />;
}
