// "Are you sure?" before an action, on Dialog (focus trap, Escape, labelled by the title and described by the
// question). While the action is pending the dialog stays open: Cancel is disabled and Escape/close are
// ignored; the confirm button shows its spinner. A failure is shown in the dialog as an error alert.
// It keeps its own open state (opened by `trigger`) unless `open`/`onOpenChange` are given; `onConfirm`
// gets a `close` to call once the action succeeded. An action that is a mutation passes `{...confirmMutation(m, fallback)}`.
import { t } from "../../lib/i18n.ts";
import { useState, type ReactNode } from "react";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { Dialog, DialogClose } from "./dialog.tsx";
import { errorText } from "../../lib/error-text.ts";

export interface ConfirmDialogProps {
  /** Controlled mode; leave both out to let the trigger open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The user closed it without confirming (Cancel, Escape, the close button): reset what it showed. */
  onDismiss?: () => void;
  /** Optional element that opens the dialog (rendered as is: pass a <Button>). */
  trigger?: ReactNode;
  title: ReactNode;
  /** The question, spelled as the spec says (the dialog's accessible description). */
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** "danger" (the default) for destructive actions. */
  variant?: "danger" | "primary";
  /** Runs the action; call `close` when it succeeded. */
  onConfirm: (close: () => void) => void;
  /** The action is running: spinner on the confirm button, the dialog cannot be closed. */
  pending?: boolean;
  /** Confirm stays disabled (e.g. until an "I understand" box is ticked). */
  confirmDisabled?: boolean;
  /** Why the action failed; shown as an error alert. */
  error?: ReactNode;
  /** What the action applies to, or anything to read or tick before confirming. */
  children?: ReactNode;
}

/**
 * What the dialog takes from the mutation its confirm runs: pending while it runs, its failure (the error's
 * message, else `fallback`), and a reset when the user dismisses the dialog, so it opens clean next time.
 */
export function confirmMutation(mutation: { isPending: boolean; error: Error | null; reset: () => void }, fallback: string) {
  return { pending: mutation.isPending, error: mutation.error ? errorText(mutation.error, fallback) : undefined, onDismiss: mutation.reset };
}

/**
 * The confirm of a dialog whose action is `mutation` run with `variables`: it closes the dialog once the mutation
 * succeeded, then does `after` with its answer (leave the page, tell the parent).
 */
export function confirmRun<TVariables, TResult>(
  mutation: { mutate(variables: TVariables, options: { onSuccess: (result: TResult) => void }): void },
  variables: TVariables,
  after?: (result: TResult) => unknown,
): ConfirmDialogProps["onConfirm"] {
  return (close) =>
    mutation.mutate(variables, {
      onSuccess: (result) => {
        close();
        void after?.(result);
      },
    });
}

/**
 * Controlled by a pending choice (the item to delete, the value to confirm): open while `chosen` is set, and
 * dismissing the dialog drops the choice. Spread into the dialog: `<ConfirmDialog {...openWhileChosen(x, clear)} />`.
 */
export function openWhileChosen(chosen: unknown, drop: () => void): Required<Pick<ConfirmDialogProps, "open" | "onOpenChange">> {
  return {
    open: chosen !== null,
    onOpenChange: (open) => {
      if (!open) drop();
    },
  };
}

export function ConfirmDialog({
  open: controlledOpen,
  onOpenChange,
  onDismiss,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = t("dialog.cancel"),
  variant = "danger",
  onConfirm,
  pending = false,
  confirmDisabled = false,
  error,
  children,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const content =
    children || error ? (
      <>
        {children}
        {error ? (
          <Alert tone="error" className={children ? "mt-4" : undefined}>
            {error}
          </Alert>
        ) : null}
      </>
    ) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          if (pending) return;
          onDismiss?.();
        }
        setOpen(next);
      }}
      trigger={trigger}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={variant} disabled={confirmDisabled} loading={pending} onClick={() => onConfirm(() => setOpen(false))}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {content}
    </Dialog>
  );
}
