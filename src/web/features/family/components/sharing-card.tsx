// Decision 054: on the dad's /family page, which of his groups and organizations can see what of his family, with
// the switch to share his family's progress or stop. Counts are always seen; his journal and his sons beyond their
// first names never are.
import { useId } from "react";
import { Switch } from "radix-ui";
import { Alert } from "../../../components/ui/alert.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useFamilySharing } from "../api/get-family-sharing.ts";
import { useSetSharing } from "../api/set-sharing.ts";

function SharingSwitch({
  label,
  detail,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  detail: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
        <span className="block text-xs font-normal text-navy-600">{detail}</span>
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className="relative h-7 w-12 shrink-0 cursor-pointer rounded-full bg-navy-300 transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-emerald-700"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}

export function SharingCard() {
  const sharing = useFamilySharing();
  const set = useSetSharing();
  const data = sharing.data;
  if (!data || (data.groups.length === 0 && data.organizations.length === 0)) return null;
  return (
    <Card>
      <CardHeader
        title="Who can see what"
        description="Your groups' leaders always see how many families started and finished each week. Your family's own progress only where you switch it on. Never a journal entry; your sons by first name only."
      />
      {set.isError ? <Alert tone="error">{errorText(set.error, "Could not save your choice")}</Alert> : null}
      <div className="divide-y divide-navy-100">
        {data.organizations.map((org) => (
          <SharingSwitch
            key={`org-${org.organizationId}`}
            label={`${org.name} (organization)`}
            detail={org.sharesProgress ? "On: its leaders see your family's progress in its groups." : "Off: its leaders see counts only."}
            checked={org.sharesProgress}
            disabled={set.isPending}
            onChange={(on) => set.mutate({ kind: "organization", id: org.organizationId, sharesProgress: on })}
          />
        ))}
        {data.groups.map((group) => (
          <SharingSwitch
            key={`group-${group.groupId}`}
            label={`${group.name} (group${group.planTitle ? `, ${group.planTitle}` : ""})`}
            detail={
              group.sharesProgress
                ? "On: its leaders see which weeks your family finished."
                : group.sharesThroughOrganization
                  ? `Shared through ${group.organizationName ?? "its organization"}.`
                  : "Off: its leaders see counts only."
            }
            checked={group.sharesProgress}
            disabled={set.isPending}
            onChange={(on) => set.mutate({ kind: "group", id: group.groupId, sharesProgress: on })}
          />
        ))}
      </div>
    </Card>
  );
}
