// The notices of the installable app: "offline — saved on this phone" while the network is gone or
// writes wait to be sent, and "StrongBond was updated" on the first visit after a new version took over.
import { CloudOff, RefreshCw, Sparkles, X } from "lucide-react";
import { t } from "../lib/i18n.ts";
import { useOfflineStatus, setOfflineStatus } from "./offline-status.ts";

/** The notices' words, in the page's language when read. */
export const offlineText = {
  get offline() {
    return t("offline.offline");
  },
  get offlineDetail() {
    return t("offline.offlineDetail");
  },
  sending: (count: number) => t("offline.sending", { count }),
  waiting: (count: number) => t("offline.waiting", { count }),
  get noCopyYet() {
    return t("offline.noCopyYet");
  },
  get updated() {
    return t("offline.updated");
  },
  get updatedDetail() {
    return t("offline.updatedDetail");
  },
  get updateReady() {
    return t("offline.updateReady");
  },
};

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
              {pending > 0 ? ` ${offlineText.waiting(pending)}` : ""}
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
                    {t("offline.reload")}
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
              aria-label={t("offline.dismiss")}
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
