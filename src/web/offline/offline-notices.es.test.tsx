// @vitest-environment happy-dom
// The installable app's notices in the page's language: offline, the changes waiting, and the update.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { COMPILED } from "../../shared/i18n/compiled/all.ts";
import { setCatalog } from "../lib/i18n.ts";
import { OfflineNotices, offlineText } from "./offline-notices.tsx";
import { setOfflineStatus } from "./offline-status.ts";

afterEach(() => {
  cleanup();
  setOfflineStatus({ online: true, pending: 0, updated: false, updateReady: false });
  setCatalog("en", COMPILED.en);
});

describe("the offline notices", () => {
  it("say offline, the changes waiting and the update in Spanish on a Spanish page", () => {
    setCatalog("es", COMPILED.es, COMPILED.en);
    setOfflineStatus({ online: false, pending: 2, updateReady: true });
    render(<OfflineNotices />);
    expect(screen.getByText("Sin conexión: guardado en este teléfono.")).toBeTruthy();
    expect(screen.getByText(/2 cambios están esperando\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Volver a cargar" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeTruthy();
    expect(offlineText.noCopyYet).toMatch(/^No tienes conexión/);
  });

  it("keep their English words on an English page", () => {
    setOfflineStatus({ online: false, pending: 1 });
    render(<OfflineNotices />);
    expect(screen.getByText("Offline — saved on this phone.")).toBeTruthy();
    expect(screen.getByText(/1 change is waiting\./)).toBeTruthy();
    expect(offlineText.sending(3)).toBe("Sending 3 changes saved on this phone…");
  });
});
