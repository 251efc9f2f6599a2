// The week's tabs on Radix Tabs (arrow keys move between tabs; each panel is labelled by its tab). The URL
// hash is the source of truth: the route passes the tab it selects and changes the hash on a click.
import { t } from "../../../lib/i18n.ts";
import clsx from "clsx";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import type { WeekTabId } from "../week-page-rules.ts";
import "../../../lib/catalog-parts/week.ts";

const tabClass = clsx(
  "min-w-0 flex-1 rounded-lg px-2 py-2.5 text-center text-sm leading-tight font-semibold text-navy-700 transition-colors sm:flex-none sm:px-5 sm:text-base",
  "hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-navy-950 data-[state=active]:shadow-sm",
);

export function WeekTabs({
  value,
  onValueChange,
  panels,
}: {
  value: WeekTabId;
  onValueChange: (tab: WeekTabId) => void;
  /** Dad's Corner is passed only for a dad, and only when the week has it. */
  panels: { devotional: ReactNode; challenge: ReactNode; dadsCorner?: ReactNode };
}) {
  // Radix selects a tab on mouse down; a press kept while the page the server drew was hydrating is pressed again as a
  // click only (islands/hydrate-on-intent.ts), so a click selects it too (after a mouse down it is selected already).
  const selectOnClick = (tab: WeekTabId) => () => {
    if (tab !== value) onValueChange(tab);
  };
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as WeekTabId)} activationMode="manual">
      <Tabs.List aria-label={t("week.tabs")} className="flex gap-1 rounded-xl bg-navy-100 p-1">
        <Tabs.Trigger value="devotional" className={tabClass} onClick={selectOnClick("devotional")}>
          {t("week.tab.devotional")}
        </Tabs.Trigger>
        <Tabs.Trigger value="challenge" className={tabClass} onClick={selectOnClick("challenge")}>
          {t("week.tab.challenge")}
        </Tabs.Trigger>
        {panels.dadsCorner ? (
          <Tabs.Trigger value="dadsCorner" className={tabClass} onClick={selectOnClick("dadsCorner")}>
            {t("week.tab.dadsCorner")}
          </Tabs.Trigger>
        ) : null}
      </Tabs.List>
      <Tabs.Content value="devotional" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-8">
        {panels.devotional}
      </Tabs.Content>
      <Tabs.Content value="challenge" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-8">
        {panels.challenge}
      </Tabs.Content>
      {panels.dadsCorner ? (
        <Tabs.Content value="dadsCorner" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-8">
          {panels.dadsCorner}
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
