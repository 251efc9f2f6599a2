// What the server itself says in Spanish: the mails and reminders of a person who chose Spanish (an English
// person's stay as they were), and refusals and field messages of a request in Spanish, through the real app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { registerDad, registerFamily, requestPasswordReset, type Actor } from "../support/actors.ts";
import { handleReminder } from "../../src/server/modules/reminders/reminder-jobs.ts";
import { reminderText } from "../../src/shared/schemas/reminders.ts";
import { groupMessages } from "../../src/shared/schemas/groups.ts";
import { messages } from "../../src/shared/messages.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ REMINDER_SWEEP_SECONDS: "0" });
});

afterAll(async () => {
  await t?.close();
});

async function mailsTo(email: string) {
  await t.app.deps.jobs.settled("reminder");
  await t.settleMail();
  const rows = await t.db.execute<{ subject: string; text: string }>(
    sql`select subject, text from mail_outbox where lower("to") = lower(${email}) order by id`,
  );
  return rows.rows;
}

async function chooseLanguage(person: Actor, language: "en" | "es") {
  expect((await person.put("/api/account/language", { language })).statusCode).toBe(200);
}

async function remindNow(person: Actor, period: string) {
  const settings = { enabled: true, weekday: 0, time: "19:00", timeZone: "America/Chicago", channels: ["email"], recap: true };
  expect((await person.put("/api/reminders", settings)).statusCode).toBe(200);
  await handleReminder(t.app.deps.reminders.workerDeps, { userId: person.id, dueAt: `${period}T19:00:00.000Z`, period });
}

describe("mails in the recipient's language", () => {
  it("a dad who chose Spanish gets his weekly reminder and recap in Spanish; an English dad's is as it was", async () => {
    const spanish = await registerDad(t, "Mateo Ruiz");
    await chooseLanguage(spanish, "es");
    await remindNow(spanish, "2026-03-01");
    const [mail] = (await mailsTo(spanish.email)).filter((m) => m.subject.includes("semana"));
    expect(mail?.subject).toBe("La semana de tu familia está lista, con tu resumen");
    expect(mail?.text).toContain("Hola, Mateo: el devocional de esta semana está listo");
    expect(mail?.text).toContain("La semana 1 de tu familia:");
    expect(mail?.text).toMatch(/Abre esta semana: http\S+\/week\/1/);
    expect(mail?.text).toMatch(/Dejar de recibir estos recordatorios: http\S+\/unsubscribe\?token=/);
    expect(mail?.text).not.toMatch(/Open this week|Stop these reminders|Your family's week/);

    const english = await registerDad(t, "Sam Carter");
    await remindNow(english, "2026-03-01");
    const [englishMail] = (await mailsTo(english.email)).filter((m) => m.subject.includes("week"));
    expect(englishMail?.subject).toBe(reminderText.recapSubject);
    expect(englishMail?.text).toContain(`Hi Sam, this week's devotional is ready:`);
    expect(englishMail?.text).toContain("Your family's week 1:");
    expect(englishMail?.text).toMatch(/Open this week: http\S+\/week\/1/);
    expect(englishMail?.text).toMatch(/Stop these reminders: http\S+\/unsubscribe\?token=/);
  });

  it("the password reset mail speaks the language he chose, whatever the browser asking says", async () => {
    const spanish = await registerDad(t, "Lucía Gómez");
    await chooseLanguage(spanish, "es");
    expect((await requestPasswordReset(t, spanish.email)).statusCode).toBe(200);
    const [mail] = (await mailsTo(spanish.email)).filter((m) => m.subject.includes("contraseña"));
    expect(mail?.subject).toBe("Cambia tu contraseña de StrongBond");
    expect(mail?.text).toContain("Hola, Lucía Gómez:");
    expect(mail?.text).toMatch(/abre este enlace dentro de una hora para elegir una contraseña nueva:\n\nhttp\S+\/reset-password\//);

    const english = await registerDad(t, "Sam Reed");
    await chooseLanguage(english, "en");
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: TEST_ORIGIN, "accept-language": "es" },
      payload: { email: english.email, redirectTo: "/reset-password" },
    });
    expect(reset.statusCode).toBe(200);
    const [englishMail] = (await mailsTo(english.email)).filter((m) => m.subject.includes("password"));
    expect(englishMail?.subject).toBe("Reset your StrongBond password");
    expect(englishMail?.text).toMatch(/^Hi Sam Reed,\n\nSomeone asked to reset the password of your StrongBond account\./);
  });

  it("someone who chose nothing gets the reset mail in the language his browser asked in", async () => {
    const undecided = await registerDad(t, "Ana Torres");
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: TEST_ORIGIN, "accept-language": "es-MX,es;q=0.9" },
      payload: { email: undecided.email, redirectTo: "/reset-password" },
    });
    expect(reset.statusCode).toBe(200);
    const mails = await mailsTo(undecided.email);
    expect(mails.map((m) => m.subject)).toContain("Cambia tu contraseña de StrongBond");
  });
});

describe("a dad's encouragement in his son's language", () => {
  it("a son who chose Spanish reads his dad's word in Spanish", async () => {
    const { dad, son } = await registerFamily(t, { dadName: "Carlos Vega", sonName: "Pablo Vega", sonAgeBand: "under_13" });
    await chooseLanguage(son, "es");
    expect((await dad.post(`/api/family/sons/${son.id}/encourage`)).statusCode).toBe(201);
    const inbox = (await son.get("/api/encouragements")).json<{ encouragements: Array<{ message: string }> }>();
    expect(inbox.encouragements[0]?.message).toBe("Tu papá Carlos está orgulloso de ti. ¡Sigue así esta semana!");
  });
});

describe("refusals and field messages in the request's language", () => {
  it("a 400's field message and a 404's refusal come in Spanish; in English they are the spec's words", async () => {
    const dad = await registerDad(t, "Diego Ramos");
    const spanish = { "accept-language": "es" };

    const invalid = await dad.request({ method: "POST", url: "/api/groups", payload: { name: "", isPrivate: false }, headers: spanish });
    expect(invalid.statusCode).toBe(400);
    const invalidBody = invalid.json<{ error: { message: string; fields: Record<string, string> } }>();
    expect(invalidBody.error.fields.name).toBe("Escribe el nombre del grupo");

    const unknown = await dad.request({ method: "POST", url: "/api/groups/join", payload: { code: "ZZZZ99" }, headers: spanish });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe("El código del grupo no es válido");

    // A field message written inline in a shared schema, for a visitor whose browser asks for Spanish.
    const register = await t.app.inject({
      method: "POST",
      url: "/api/accounts/register",
      headers: { origin: TEST_ORIGIN, "accept-language": "es" },
      payload: { fullName: "Raúl", email: "", password: "Correct-Horse-42", confirmPassword: "Correct-Horse-42", includeSon: false },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json<{ error: { fields: Record<string, string> } }>().error.fields.email).toBe("Escribe tu correo");

    await chooseLanguage(dad, "en");
    const english = await dad.request({ method: "POST", url: "/api/groups", payload: { name: "", isPrivate: false }, headers: spanish });
    expect(english.json<{ error: { fields: Record<string, string> } }>().error.fields.name).toBe(groupMessages.nameRequired);
    const englishUnknown = await dad.request({ method: "POST", url: "/api/groups/join", payload: { code: "ZZZZ99" }, headers: spanish });
    expect(englishUnknown.json<{ error: { message: string } }>().error.message).toBe(messages.invalidGroupCode);
  });
});
