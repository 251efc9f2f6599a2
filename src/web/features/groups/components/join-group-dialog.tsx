// 'Join Group': a dialog taking a group code, uppercased as typed, spaces and hyphens dropped, at most 6 characters
// (docs/areas/groups.md; "VYW NYM" pasted whole still joins).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { messages } from "../../../../shared/messages.ts";
import { ZJoinGroupRequest, type TJoinGroupRequest } from "../../../../shared/schemas/groups.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { applyServerErrors } from "../../../lib/form-errors.ts";
import { useJoinGroup } from "../api/join-group.ts";
import { CODE_INPUT_MAX_LENGTH, normalizeCodeInput } from "../group-rules.ts";
import "../../../lib/catalog-parts/groups.ts";
import { localize, t } from "../../../lib/i18n.ts";

const FIELDS = ["code"] as const;

export function JoinGroupDialog({ trigger, onJoined }: { trigger: ReactNode; onJoined: (groupId: number) => void }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A son under 13 asks; his dad answers on /family.
  const [waiting, setWaiting] = useState<string | null>(null);
  const join = useJoinGroup();
  const { register, handleSubmit, setError, reset, formState } = useForm<TJoinGroupRequest>({
    resolver: zodResolver(ZJoinGroupRequest),
    defaultValues: { code: "" },
  });
  const codeField = register("code");

  const onOpenChange = (next: boolean) => {
    if (formState.isSubmitting) return;
    if (!next) {
      reset();
      setFormError(null);
      setWaiting(null);
    }
    setOpen(next);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { groupId, message } = await join.mutateAsync(values);
      if (groupId === null) {
        setWaiting(message ? localize(message) : t("groups.join.askDad"));
        reset();
        return;
      }
      setOpen(false);
      reset();
      onJoined(groupId);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, messages.joinGroupFailed));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} trigger={trigger} title={t("groups.joinGroup")} description={t("groups.join.text")}>
      {waiting ? (
        <div className="space-y-5">
          <Alert tone="success">{waiting}</Alert>
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>{t("groups.join.close")}</Button>
            </DialogClose>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          {formError ? <Alert tone="error">{localize(formError)}</Alert> : null}
          <TextField
            label={t("groups.join.code")}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CODE_INPUT_MAX_LENGTH}
            className="[&_input]:font-mono [&_input]:tracking-[0.2em] [&_input]:uppercase"
            error={formState.errors.code?.message}
            {...codeField}
            onChange={(event) => {
              event.target.value = normalizeCodeInput(event.target.value);
              return codeField.onChange(event);
            }}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary" disabled={formState.isSubmitting}>
                {t("groups.join.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" loading={formState.isSubmitting}>
              {t("groups.joinGroup")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
