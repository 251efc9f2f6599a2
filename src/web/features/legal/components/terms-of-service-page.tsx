// /terms — the rules of using StrongBond, in plain words (catalog/legal, both languages).
import "../../../lib/catalog-parts/legal.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../paths.ts";
import { Items, LegalDocument, policyLink, rich, Section } from "./legal-document.tsx";

export function TermsOfServicePage() {
  return (
    <LegalDocument title={t("footer.terms")} summary={<p>{t("legal.terms.summary")}</p>}>
      <Section title={t("legal.terms.account")}>
        <ul>
          <li>{t("legal.terms.account.1")}</li>
          <li>{rich("legal.terms.account.2", [policyLink(paths.privacy())])}</li>
          <li>{t("legal.terms.account.3")}</li>
        </ul>
      </Section>

      <Section title={t("legal.terms.groups")}>
        <Items keys={["legal.terms.groups.1", "legal.terms.groups.2", "legal.terms.groups.3"]} />
      </Section>

      <Section title={t("legal.terms.plans")}>
        <Items keys={["legal.terms.plans.1", "legal.terms.plans.2"]} />
      </Section>

      <Section title={t("legal.terms.assistant")}>
        <p>{t("legal.terms.assistant.text")}</p>
      </Section>

      <Section title={t("legal.terms.fitness")}>
        <p>{t("legal.terms.fitness.text")}</p>
      </Section>

      <Section title={t("legal.terms.ending")}>
        <Items keys={["legal.terms.ending.1", "legal.terms.ending.2"]} />
      </Section>
    </LegalDocument>
  );
}
