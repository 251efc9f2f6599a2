// /cookies — the cookies StrongBond sets: the session, and the language a visitor chose. If another cookie is ever
// added, list it here (catalog/legal, both languages).
import "../../../lib/catalog-parts/legal.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../paths.ts";
import { Items, LegalDocument, policyLink, rich, Section } from "./legal-document.tsx";

export function CookiePolicyPage() {
  return (
    <LegalDocument title={t("footer.cookies")} summary={<p>{t("legal.cookies.summary")}</p>}>
      <Section title={t("legal.cookies.session")}>
        <Items keys={["legal.cookies.session.what", "legal.cookies.session.when", "legal.cookies.session.howLong", "legal.cookies.session.protected"]} />
      </Section>

      <Section title={t("legal.cookies.language")}>
        <Items keys={["legal.cookies.language.what", "legal.cookies.language.when", "legal.cookies.language.howLong"]} />
      </Section>

      <Section title={t("legal.cookies.choice")}>
        <p>{t("legal.cookies.choice.text")}</p>
      </Section>

      <Section title={t("legal.cookies.more")}>
        <p>{rich("legal.cookies.more.text", [policyLink(paths.privacy())])}</p>
      </Section>
    </LegalDocument>
  );
}
