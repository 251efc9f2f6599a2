// The dad's family setting for the assistant (issue 8): a son's questions would go to a third-party model
// provider, so his assistant is off until his dad switches it on here. The card says exactly what is sent.
import { Switch } from "radix-ui";
import { useId } from "react";
import { messages } from "../../../../shared/messages.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useFamilySons, useSetSonAssistant, type FamilyMember } from "../api/family.ts";

function SonSwitch({ son, pending, onChange }: { son: FamilyMember; pending: boolean; onChange: (enabled: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        Assistant for {son.fullName}
        <span className="block text-xs font-normal text-navy-600">{son.sonAssistantEnabled ? "On" : "Off"}</span>
      </label>
      <div className="flex items-center gap-2">
        {pending ? <Spinner size="sm" className="text-navy-500" /> : null}
        <Switch.Root
          id={id}
          checked={son.sonAssistantEnabled}
          disabled={pending}
          onCheckedChange={onChange}
          className="relative h-7 w-12 shrink-0 cursor-pointer rounded-full bg-navy-300 transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-emerald-700"
        >
          <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
    </li>
  );
}

export function FamilySettingsCard() {
  const family = useFamilySons();
  const setting = useSetSonAssistant();
  const sons = family.data ?? [];

  return (
    <Card className="!p-5 sm:!p-6">
      <CardHeader title="Family settings" description="The StrongBond Assistant for your son" />
      <div className="space-y-3 text-sm text-navy-700">
        <p>The assistant is off for your son until you switch it on.</p>
        <p>
          When it is on, the questions he types to the assistant are sent to the AI model service this StrongBond server uses, so it can
          write the replies; when he asks from the week page or the journal, that week's devotional and challenge go with them. His name,
          e-mail, journal entries and Dad's Corner are never sent. His conversations are kept in StrongBond so he can come back to them.
          You can switch it off at any time.
        </p>
      </div>
      {family.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-navy-700">
          <Spinner size="sm" /> Loading your family...
        </p>
      ) : family.isError ? (
        <Alert tone="error" title={messages.loadDataFailed} className="mt-4">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void family.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : sons.length === 0 ? (
        <p className="mt-4 text-sm text-navy-600">No son is linked to your account.</p>
      ) : (
        <ul className="mt-4 divide-y divide-navy-100">
          {sons.map((son) => (
            <SonSwitch
              key={son.userId}
              son={son}
              pending={setting.isPending && setting.variables.sonId === son.userId}
              onChange={(enabled) => setting.mutate({ sonId: son.userId, enabled })}
            />
          ))}
        </ul>
      )}
      {setting.isError ? (
        <Alert tone="error" className="mt-4">
          {setting.error.message}
        </Alert>
      ) : null}
    </Card>
  );
}
