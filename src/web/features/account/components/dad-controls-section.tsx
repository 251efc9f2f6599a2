// On a son's /account: what his dad can see and do with his account, from the real rules.
import { t } from "../../../lib/i18n.ts";
import type { TDadControls } from "../../../../shared/schemas/identity.ts";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { describeDadControls } from "../lib/dad-controls.ts";
import "../../../lib/catalog-parts/account.ts";

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-bold">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-6 text-navy-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function DadControlsSection({ controls }: { controls: TDadControls }) {
  const text = describeDadControls(controls);
  return (
    <Card>
      <CardHeader title={t("account.dad.title")} />
      <div className="space-y-4">
        <p className="text-navy-800">{text.intro}</p>
        <List title={t("account.dad.sees")} items={text.sees} />
        <List title={t("account.dad.can")} items={text.can} />
        <List title={t("account.dad.cannot")} items={text.cannot} />
        <List title={t("account.dad.yours")} items={text.yours ?? []} />
      </div>
    </Card>
  );
}
