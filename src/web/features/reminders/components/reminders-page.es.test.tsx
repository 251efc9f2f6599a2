// @vitest-environment happy-dom
// /reminders drawn in Spanish: the form, the days of the week and the server's refusal in the reader's language.
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILED } from "../../../../shared/i18n/compiled/all.ts";
import { reminderText, type TReminderSettings, type TRemindersResponse } from "../../../../shared/schemas/reminders.ts";
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { setCatalog } from "../../../lib/i18n.ts";
import { RemindersPage } from "./reminders-page.tsx";

const english = COMPILED.en;
const spanish = COMPILED.es;

const settings = (userId: string, name: string): TReminderSettings => ({
  userId,
  name,
  enabled: true,
  weekday: 1,
  time: "18:00",
  timeZone: "Europe/Madrid",
  channels: ["email"],
  recap: false,
  nextDueAt: null,
  stopped: false,
  stoppedReason: null,
  consentAt: null,
  under13: false,
  configured: true,
});

const reminders: TRemindersResponse = { mine: settings("dad-1", "Dan"), sons: [settings("son-1", "Sam Smith")], pushAvailable: true, pushSubscriptions: 2 };

describe("the reminders page in Spanish", () => {
  beforeEach(() => setCatalog("es", spanish, english));
  afterEach(() => setCatalog("en", english));

  it("says the form and the server's refusal in Spanish", async () => {
    stubFetchWith(async (input, init) => {
      const url = String(input);
      if (url.endsWith("/api/reminders")) return jsonResponse(200, reminders);
      if (url.endsWith("/api/reminders/sons/son-1") && init?.method === "PUT")
        return jsonResponse(400, { error: { code: "VALIDATION_ERROR", message: "Validation failed", fields: { consent: reminderText.consentRequired } } });
      return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
    });
    renderWithApp(<RemindersPage />, { path: "/reminders", user: testUser("dad") });

    const mine = await screen.findByRole("form", { name: "Tu recordatorio semanal" });
    expect(screen.getByRole("heading", { name: "Recordatorios" })).toBeInTheDocument();
    expect(within(mine).getByRole("option", { name: "Lunes" })).toBeInTheDocument();
    expect(within(mine).getByRole("checkbox", { name: "Correo" })).toBeChecked();
    expect(screen.getByRole("heading", { name: "Los recordatorios de tus hijos" })).toBeInTheDocument();

    const sons = screen.getByRole("form", { name: "Sam Smith" });
    expect(within(sons).getByRole("checkbox", { name: /Doy mi permiso para que StrongBond le recuerde a Sam/ })).not.toBeChecked();
    await userEvent.click(within(sons).getByRole("button", { name: "Guardar recordatorio" }));
    expect(await within(sons).findByText("Para recordarle algo a tu hijo necesitamos tu permiso: marca la casilla para darlo.")).toBeInTheDocument();
  });
});
