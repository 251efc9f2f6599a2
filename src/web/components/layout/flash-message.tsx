import { useFlash } from "../../lib/flash.ts";
import { Alert } from "../ui/alert.tsx";

/** Shows the message the previous screen handed over (router state), if any. */
export function FlashMessage({ className }: { className?: string }) {
  const flash = useFlash();
  if (!flash) return null;
  return (
    <Alert tone={flash.tone} className={className}>
      <p>{flash.message}</p>
      {flash.detail ? <p className="mt-1">{flash.detail}</p> : null}
    </Alert>
  );
}
