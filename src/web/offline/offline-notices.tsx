// The notices of the installable app: "offline — saved on this phone" while the network is gone or
// writes wait to be sent, and "StrongBond was updated" on the first visit after a new version took over.
import { CloudOff, RefreshCw, Sparkles, X } from "lucide-react";
import { useOfflineStatus, setOfflineStatus } from "./offline-status.ts";

export const offlineText = {
  offline: "Offline — saved on this phone.",
  offlineDetail: "You can still read this week and your journal. Ticks and journal entries are sent when you're back online.",
  sending: (count: number) => `Sending ${count === 1 ? "1 change" : `${count} changes`} saved on this phone…`,
  noCopyYet: "You're offline, and this phone has no copy of your week yet. Open StrongBond once with a network and it keeps this week here.",
  updated: "StrongBond was updated.",
  updatedDetail: "You're using the newest version.",
  updateReady: "StrongBond was updated. Reload to use the newest version.",
} as const;

export function OfflineNotices() {
  const { online, pending, updated, updateReady } = useOfflineStatus();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex flex-col items-center gap-2 px-3">
      <div role="status" aria-live="polite" className="contents">
        {!online ? (
          <p className="pointer-events-auto flex max-w-xl items-start gap-2 rounded-xl bg-navy-950 px-4 py-3 text-sm text-white shadow-lg">
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">{offlineText.offline}</strong> {offlineText.offlineDetail}
              {pending > 0 ? ` ${pending === 1 ? "1 change is" : `${pending} changes are`} waiting.` : ""}
            </span>
          </p>
        ) : pending > 0 ? (
          <p className="pointer-events-auto flex max-w-xl items-center gap-2 rounded-xl bg-navy-950 px-4 py-3 text-sm text-white shadow-lg">
            <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
            {offlineText.sending(pending)}
          </p>
        ) : null}
        {updated || updateReady ? (
          <p className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-navy-950 shadow-lg">
            <Sparkles aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
            <span>
              {updateReady ? (
                <>
                  {offlineText.updateReady}{" "}
                  <button type="button" className="font-semibold underline" onClick={() => window.location.reload()}>
                    Reload
                  </button>
                </>
              ) : (
                <>
                  <strong className="font-semibold">{offlineText.updated}</strong> {offlineText.updatedDetail}
                </>
              )}
            </span>
            <button
              type="button"
              aria-label="Dismiss"
              className="rounded-full p-1 hover:bg-amber-100"
              onClick={() => setOfflineStatus({ updated: false, updateReady: false })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
