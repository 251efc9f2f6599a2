// A file picker with its label, hint and error, wired by FieldShell like every other field. It hands over the one file
// picked. Its value is emptied as it opens (a click, or a key that opens it), so picking the same file again (after
// removing it, or after a refused upload) hands it over again, while the control still names the file last picked.
import { FieldShell, useFieldIds, type FieldProps } from "./field-shell.tsx";

export interface FileFieldProps extends FieldProps {
  /** The file types offered (the input's `accept`). */
  accept: string;
  onFile: (file: File) => void;
  disabled?: boolean | undefined;
  className?: string | undefined;
}

export function FileField({ label, hint, error, accept, onFile, disabled, className }: FileFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        {...ids.controlProps}
        type="file"
        accept={accept}
        disabled={disabled}
        onClick={(event) => {
          event.currentTarget.value = "";
        }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold"
      />
    </FieldShell>
  );
}
