// Switching the family's plan asks first: it says what happens to the sons and to the current plan's
// ticks, and lets the dad choose when week 1 starts ("this Sunday" by default) — or, joining a group's plan from an
// invitation, says the family takes the group's schedule. The server refuses an unconfirmed switch too.
import { useState } from "react";
import { formatDay, thisSunday } from "../../../shared/plan-run.ts";
import { useFamilyClock } from "../../session/family-clock.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { TextField } from "../ui/text-field.tsx";
import { dateLocale, t } from "../../lib/i18n.ts";
import "../../lib/catalog-parts/marketplace.ts";

export function SwitchPlanDialog({
  open,
  onOpenChange,
  toTitle,
  role,
  pending,
  error,
  onDismiss,
  onConfirm,
  group,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toTitle: string;
  role: "dad" | "son" | undefined;
  pending: boolean;
  error: string | undefined;
  onDismiss: () => void;
  onConfirm: (startsOn: string) => void;
  /** The group whose schedule the family takes: its week 1 is the group's, so no date is asked. */
  group?: { name: string; startsOn: string };
}) {
  // "This Sunday" on the family's calendar, as the server counts it.
  const clock = useFamilyClock();
  const [startsOn, setStartsOn] = useState(() => thisSunday(clock.today()));
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onDismiss={onDismiss}
      title={t("marketplace.switch.title")}
      description={
        // What the server really does (startRun): a plan followed before keeps its ticks and resumes at the first
        // week not finished; a new one starts at week 1.
        group
          ? t("marketplace.switch.group", { title: toTitle, group: group.name })
          : role === "dad"
            ? t("marketplace.switch.dad", { title: toTitle })
            : t("marketplace.switch.son", { title: toTitle })
      }
      confirmLabel={t("marketplace.switch.confirm")}
      variant="primary"
      pending={pending}
      error={error}
      onConfirm={() => onConfirm(startsOn)}
    >
      <div className="space-y-4 text-sm text-navy-800">
        <p>{t("marketplace.switch.kept")}</p>
        {group ? (
          <p>
            {t(group.startsOn <= clock.today() ? "marketplace.switch.groupStarted" : "marketplace.switch.groupStarts", {
              date: formatDay(group.startsOn, dateLocale()),
            })}
          </p>
        ) : (
          <StartDate value={startsOn} onChange={setStartsOn} />
        )}
      </div>
    </ConfirmDialog>
  );
}

function StartDate({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <>
      <p>{t("marketplace.switch.dateText")}</p>
      <TextField
        label={t("marketplace.switch.dateLabel")}
        type="date"
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="max-w-xs"
      />
    </>
  );
}
