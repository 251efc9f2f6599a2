// @vitest-environment happy-dom
// The shared field wiring (label, hint, error, aria-*) and ConfirmDialog's pending lock.
import { cleanup, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buttonClasses, type ButtonVariant } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { FileField } from "./file-field.tsx";
import { SelectField } from "./select-field.tsx";
import { TextAreaField } from "./text-area-field.tsx";
import { TextField } from "./text-field.tsx";

afterEach(cleanup);

describe("fields", () => {
  it.each([
    ["TextField", (props: { error?: string }) => <TextField label="Name" hint="Help" required {...props} />],
    ["TextAreaField", (props: { error?: string }) => <TextAreaField label="Name" hint="Help" required {...props} />],
    [
      "SelectField",
      (props: { error?: string }) => (
        <SelectField label="Name" hint="Help" required {...props}>
          <option value="a">A</option>
        </SelectField>
      ),
    ],
  ])("%s links its label, hint and error", (_name, Field) => {
    const { rerender } = render(<Field />);
    const control = screen.getByLabelText("Name");
    expect(control.getAttribute("aria-required")).toBe("true");
    expect(control.hasAttribute("required")).toBe(false);
    expect(control.hasAttribute("aria-invalid")).toBe(false);
    expect(control.getAttribute("aria-describedby")).toBe(screen.getByText("Help").id);
    rerender(<Field error="Refused" />);
    expect(control.getAttribute("aria-invalid")).toBe("true");
    expect(control.getAttribute("aria-describedby")).toBe(`${screen.getByText("Help").id} ${screen.getByText("Refused").id}`);
  });

  it("FileField hands over the same file each time it is picked, with its error described", async () => {
    const onFile = vi.fn();
    render(<FileField label="Picture" accept="image/png" error="Upload it again" onFile={onFile} />);
    const input = screen.getByLabelText<HTMLInputElement>("Picture");
    const photo = new File(["png"], "me.png", { type: "image/png" });
    await userEvent.upload(input, photo);
    await userEvent.upload(input, photo);
    expect(onFile.mock.calls).toEqual([[photo], [photo]]);
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByText("Upload it again").id);
  });
});

function Harness({ pending, onConfirm, onDismiss }: { pending: boolean; onConfirm: (close: () => void) => void; onDismiss?: () => void }) {
  return (
    <ConfirmDialog
      trigger={<button type="button">Open</button>}
      title="Delete Thing"
      description="Are you sure?"
      confirmLabel="Delete"
      pending={pending}
      onConfirm={onConfirm}
      onDismiss={onDismiss}
      error={pending ? undefined : "It failed"}
    >
      <p>The thing</p>
    </ConfirmDialog>
  );
}

describe("ConfirmDialog", () => {
  it("is labelled and described, confirms, and shows the error", async () => {
    const onConfirm = vi.fn();
    const onDismiss = vi.fn();
    render(<Harness pending={false} onConfirm={onConfirm} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Thing" });
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("Are you sure?").id);
    expect(screen.getByRole("alert").textContent).toBe("It failed");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("closes when the action calls close", async () => {
    render(<Harness pending={false} onConfirm={(close) => close()} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cannot be closed while pending", async () => {
    render(<Harness pending onConfirm={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("buttonClasses", () => {
  it("gives every variant the navy inner focus ring its own shadow or ring would otherwise hide", () => {
    const variants: ButtonVariant[] = ["primary", "accent", "secondary", "ghost", "danger", "on-dark"];
    for (const variant of variants)
      expect(buttonClasses({ variant }).split(" ")).toEqual(expect.arrayContaining(["focus-visible:ring-2", "focus-visible:ring-navy-950"]));
  });
});
