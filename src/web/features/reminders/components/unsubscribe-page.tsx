// /unsubscribe?token=… — the page a reminder mail's "Stop these reminders" link opens; works signed out. One click
// stops them (a GET never does: mail scanners follow links). A forged link says so and changes nothing.
import { useMutation } from "@tanstack/react-query";
import { Page } from "../../../components/layout/page.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import "../../../lib/catalog-parts/pages.ts";
import { localize, t } from "../../../lib/i18n.ts";
import { linkTo, richText } from "../../../lib/rich-text.tsx";
import { paths } from "../../../paths.ts";
import { unsubscribeByToken } from "../api/unsubscribe-by-token.ts";

export function UnsubscribePage({ token }: { token: string }) {
  const stop = useMutation({ mutationFn: () => unsubscribeByToken(token) });
  return (
    <Page title={t("pages.unsubscribe.title")} width="narrow">
      {stop.data ? (
        <div className="space-y-4">
          <Alert tone="success">{localize(stop.data.message)}</Alert>
          <BackOn />
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-navy-700">{t("pages.unsubscribe.oneClick")}</p>
          <BackOn />
          <Button onClick={() => stop.mutate()} loading={stop.isPending}>
            {t("pages.unsubscribe.stop")}
          </Button>
          {stop.error ? <Alert tone="error">{stop.error.message}</Alert> : null}
        </div>
      )}
    </Page>
  );
}

/** "Any time in the app" is one tap away: Reminders (signed out, the sign-in comes first and returns there). */
function BackOn() {
  return <p className="text-navy-700">{richText(t("pages.unsubscribe.backOn"), [linkTo(paths.reminders(), "font-semibold text-navy-900 underline")])}</p>;
}
