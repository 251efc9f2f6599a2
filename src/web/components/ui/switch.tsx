// The on/off switch every setting uses: Radix's button with role "switch", drawn the same everywhere.
import { Switch as RadixSwitch } from "radix-ui";
import type { ComponentProps } from "react";

export type SwitchProps = Omit<ComponentProps<typeof RadixSwitch.Root>, "className" | "children">;

export function Switch(props: SwitchProps) {
  return (
    <RadixSwitch.Root
      {...props}
      className="relative h-7 w-12 shrink-0 cursor-pointer rounded-full bg-navy-300 transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-emerald-700"
    >
      <RadixSwitch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </RadixSwitch.Root>
  );
}
