// Where a dad (or a son) finds Reminders from the pages he keeps settings on: /account and /family.
import { Bell } from "lucide-react";
import { paths } from "../../paths.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Card, CardHeader } from "../ui/card.tsx";

export function RemindersLinkCard({ description }: { description: string }) {
  return (
    <Card>
      <CardHeader
        title="Reminders"
        description={description}
        action={
          <ButtonLink to={paths.reminders()} variant="secondary" size="sm" icon={<Bell aria-hidden="true" className="size-4" />}>
            Open Reminders
          </ButtonLink>
        }
      />
    </Card>
  );
}
