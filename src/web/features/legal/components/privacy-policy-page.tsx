// /privacy — what StrongBond keeps about a dad and his son, who sees it, how long, and how to take it out.
// Every sentence describes what the code does today: change it (catalog/legal, both languages) when the app changes.
import "../../../lib/catalog-parts/legal.ts";
import { t } from "../../../lib/i18n.ts";
import { paths } from "../../../paths.ts";
import { Items, LegalDocument, policyLink, rich, Section } from "./legal-document.tsx";

export function PrivacyPolicyPage() {
  return (
    <LegalDocument title={t("footer.privacy")} summary={<p>{t("legal.privacy.summary")}</p>}>
      <Section title={t("legal.privacy.who")}>
        <p>{t("legal.privacy.who.text")}</p>
      </Section>

      <Section title={t("legal.privacy.dad")}>
        <Items
          keys={[
            "legal.privacy.dad.1",
            "legal.privacy.dad.2",
            "legal.privacy.dad.3",
            "legal.privacy.dad.4",
            "legal.privacy.dad.5",
            "legal.privacy.dad.6",
            "legal.privacy.dad.7",
            "legal.privacy.dad.8",
            "legal.privacy.dad.9",
            "legal.privacy.dad.10",
            "legal.privacy.dad.11",
          ]}
        />
      </Section>

      <Section title={t("legal.privacy.son")}>
        <Items keys={["legal.privacy.son.1", "legal.privacy.son.2", "legal.privacy.son.3", "legal.privacy.son.4"]} />
        <p>{t("legal.privacy.son.never")}</p>
      </Section>

      <Section title={t("legal.privacy.safety")}>
        <Items keys={["legal.privacy.safety.1", "legal.privacy.safety.2", "legal.privacy.safety.3"]} />
      </Section>

      <Section title={t("legal.privacy.see")}>
        <Items
          keys={[
            "legal.privacy.see.you",
            "legal.privacy.see.family",
            "legal.privacy.see.group",
            "legal.privacy.see.organization",
            "legal.privacy.see.everyone",
            "legal.privacy.see.admins",
            "legal.privacy.see.ai",
            "legal.privacy.see.email",
          ]}
        />
      </Section>

      <Section title={t("legal.privacy.keep")}>
        <Items keys={["legal.privacy.keep.1", "legal.privacy.keep.2", "legal.privacy.keep.3", "legal.privacy.keep.4", "legal.privacy.keep.5"]} />
      </Section>

      <Section title={t("legal.privacy.data")}>
        <Items
          keys={[
            "legal.privacy.data.journal",
            "legal.privacy.data.fitness",
            "legal.privacy.data.son",
            "legal.privacy.data.account",
            "legal.privacy.data.entries",
            "legal.privacy.data.words",
          ]}
        />
      </Section>

      <Section title={t("legal.privacy.cookies")}>
        <p>{rich("legal.privacy.cookies.text", [policyLink(paths.cookies())])}</p>
      </Section>

      <Section title={t("legal.privacy.changes")}>
        <p>{rich("legal.privacy.changes.text", [policyLink(paths.terms())])}</p>
      </Section>
    </LegalDocument>
  );
}
