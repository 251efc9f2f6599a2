// A small quiet button that asks before it acts (remove a post, withdraw a link, hand over a church): it opens a
// ConfirmDialog, whose confirm runs the action.
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog.tsx";

export function ConfirmButton({
  label,
  disabled,
  ...dialog
}: Omit<ConfirmDialogProps, "trigger" | "open" | "onOpenChange"> & {
  /** The button's words (with any words only a screen reader needs). */
  label: ReactNode;
  disabled?: boolean;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" disabled={disabled}>
          {label}
        </Button>
      }
      {...dialog}
    />
  );
}
