// The button under a week's devotional, challenge or Dad's Corner that opens the journal with that item's week and
// title filled in (journalHandoff).
import { NotebookPen } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../paths.ts";
import { journalHandoff } from "../week-page-rules.ts";

export function JournalHandoffLink({
  week,
  item,
  title,
  children,
}: {
  week: number;
  item: Parameters<typeof journalHandoff>[1];
  title: string;
  children: ReactNode;
}) {
  return (
    <ButtonLink to={paths.journal(journalHandoff(week, item, title))} variant="accent" icon={<NotebookPen aria-hidden="true" className="size-5" />}>
      {children}
    </ButtonLink>
  );
}
