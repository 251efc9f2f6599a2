// Shown when a screen throws or its code cannot be loaded (e.g. a new version was deployed meanwhile).
import { RefreshCw } from "lucide-react";
import { useRouteError } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { t } from "../lib/i18n.ts";

export default function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <title>{`${t("routeError.title")} · StrongBond`}</title>
      <h1 className="text-3xl font-bold">{t("routeError.title")}</h1>
      <p className="text-navy-700">{t("msg.internalError")}</p>
      <Button icon={<RefreshCw aria-hidden="true" className="size-4" />} onClick={() => window.location.reload()}>
        {t("routeError.reload")}
      </Button>
    </div>
  );
}
