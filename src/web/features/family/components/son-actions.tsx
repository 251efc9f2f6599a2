// The one-tap actions on a son's card (mail the confirmation again, sign him out everywhere, keep him): the button
// that sends his id, and what the card says when the server answers or refuses.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { messages } from "../../../../shared/messages.ts";
import type { TMessageResponse } from "../../../../shared/schemas/common.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { localize } from "../../../lib/i18n.ts";

/** The part of a son action's mutation the card reads. */
interface SonAction {
  isPending: boolean;
  error: Error | null;
  data?: TMessageResponse | undefined;
  mutate: (sonId: string) => void;
}

/** A secondary button that runs the action for this son, its icon hidden from screen readers. */
export function SonActionButton({ action, sonId, icon: Icon, children }: { action: SonAction; sonId: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" icon={<Icon aria-hidden="true" className="size-4" />} loading={action.isPending} onClick={() => action.mutate(sonId)}>
      {children}
    </Button>
  );
}

/** The server's reason when the action was refused (nothing otherwise). */
export function SonActionRefusal({ action }: { action: Pick<SonAction, "error"> }) {
  return action.error ? <Alert tone="error">{localize(errorText(action.error, messages.internalError))}</Alert> : null;
}

/** What the action answered: the server's words as a status once it is done, or its reason when it refused. */
export function SonActionOutcome({ action, statusClassName }: { action: Pick<SonAction, "data" | "error">; statusClassName?: string }) {
  return (
    <>
      {action.data ? (
        <p role="status" className={statusClassName}>
          {localize(action.data.message)}
        </p>
      ) : null}
      <SonActionRefusal action={action} />
    </>
  );
}
