// The language switch, on every page (the bar holds it): named in the language it switches to. Signed in, the choice
// is stored on his profile (every device, the server's pages and mails); signed out, in this browser's cookie. Then
// the page loads again in that language. On a public page's first view the island script does the same
// (islands/public-page.ts), without the app.
import { Languages } from "lucide-react";
import { useState } from "react";
import { LANGUAGE_SWITCH_ATTRIBUTE, writeLanguageCookie, type Locale } from "../../../shared/i18n/locales.ts";
import type { TLanguageResponse } from "../../../shared/schemas/identity.ts";
import { api } from "../../lib/api-client.ts";
import { activeLocale, t } from "../../lib/i18n.ts";

export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const to: Locale = activeLocale() === "es" ? "en" : "es";
  const [busy, setBusy] = useState(false);
  const change = async () => {
    setBusy(true);
    try {
      if (signedIn) await api.put<TLanguageResponse>("/api/account/language", { language: to });
      else writeLanguageCookie(to);
    } catch {
      // Not stored on the profile (offline, the session ended): this browser keeps it all the same.
      writeLanguageCookie(to);
    }
    window.location.reload();
  };
  return (
    <button
      type="button"
      lang={to}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: to }}
      aria-label={t("language.switchLabel")}
      disabled={busy}
      onClick={() => void change()}
      className="inline-flex items-center gap-1.5 rounded-full px-2 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-100/70 hover:text-navy-950 sm:px-3"
    >
      {/* The icon from a tablet up: on a phone the bar keeps its room for the menu button. */}
      <Languages aria-hidden="true" className="hidden size-4 sm:inline" />
      {t("language.switchTo")}
    </button>
  );
}
