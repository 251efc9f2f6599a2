// @vitest-environment happy-dom
// /reminders drawn in Spanish: the form, the days of the week and the server's refusal in the reader's language.
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { reminderText, type TReminderSettings, type TRemindersResponse } from "../../../../shared/schemas/reminders.ts";
import { apiError } from "../../../../../tests/web-support/fetch-stub.ts";
import { renderWithApp, testUser } from "../../../../../tests/web-support/render.tsx";
import { readInSpanish } from "../../../../../tests/web-support/spanish.ts";
import { stubApi } from "../../../../../tests/web-support/stub-api.ts";
import { RemindersPage } from "./reminders-page.tsx";

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
  readInSpanish();

  it("says the form and the server's refusal in Spanish", async () => {
    stubApi({
      "GET /api/reminders": { status: 200, body: reminders },
      "PUT /api/reminders/sons/son-1": apiError(400, "VALIDATION_ERROR", "Validation failed", { consent: reminderText.consentRequired }),
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
