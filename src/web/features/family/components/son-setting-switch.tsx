// One switch on a son's card: its label says what it does and, under it, what it does now (both are its name).
import { useId, type ReactNode } from "react";
import { Switch } from "../../../components/ui/switch.tsx";

export function SonSettingSwitch({
  label,
  state,
  checked,
  pending,
  onChange,
}: {
  label: ReactNode;
  state: ReactNode;
  checked: boolean;
  pending: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
        <span className="block text-xs font-normal text-navy-600">{state}</span>
      </label>
      <Switch id={id} checked={checked} disabled={pending} onCheckedChange={onChange} />
    </div>
  );
}
