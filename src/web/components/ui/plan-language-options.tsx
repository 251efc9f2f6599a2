// The options of a plan list's language filter: every language first, then each named in itself, the reader's own
// before the others (he looks for plans he can read).
import { LANGUAGE_NAMES, languagesFirst } from "../../../shared/language.ts";
import { activeLocale, t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

export function PlanLanguageOptions() {
  return (
    <>
      <option value="">{t("marketplace.filters.allLanguages")}</option>
      {languagesFirst(activeLocale()).map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </>
  );
}
