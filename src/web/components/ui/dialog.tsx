// A modal dialog on Radix: focus is trapped inside and returns to the trigger, Escape and the close button
// close it, and it is labelled by its title (and described by its description).
import { t } from "../../lib/i18n.ts";
import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (rendered as is: pass a <Button>). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; wrap a cancel button in <DialogClose asChild>. */
  footer?: ReactNode;
}

export const DialogClose = RadixDialog.Close;

export function Dialog({ open, onOpenChange, trigger, title, description, children, footer }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-display text-xl font-bold text-navy-950">{title}</RadixDialog.Title>
            <RadixDialog.Close className="-m-1 rounded-full p-1 text-navy-500 hover:bg-navy-50 hover:text-navy-900" aria-label={t("dialog.close")}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mt-2 text-navy-700">{description}</RadixDialog.Description> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
