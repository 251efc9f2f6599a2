import { useFlash } from "../../lib/flash.ts";
import { localize } from "../../lib/i18n.ts";
import { Alert } from "../ui/alert.tsx";

/** Shows the message the previous screen handed over (router state), if any: a server message in the page's language. */
export function FlashMessage({ className }: { className?: string }) {
  const flash = useFlash();
  if (!flash) return null;
  return (
    <Alert tone={flash.tone} className={className}>
      <p>{localize(flash.message)}</p>
      {flash.detail ? <p className="mt-1">{localize(flash.detail)}</p> : null}
    </Alert>
  );
}
