// A family whose browser asks for Spanish: it registers in Spanish, chooses the Spanish launch plan on /start,
// reads week 1 with the scripture popup quoting the Reina-Valera 1909 word for word, sets its weekly reminder and
// gets the reminder mail in Spanish. Axe on each screen.
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { connectE2eDatabase } from "./support/database.ts";
import { expect, test, TEST_PASSWORD, uniqueTag } from "./support/fixtures.ts";
import { waitForMail } from "./support/outbox.ts";

test.use({ locale: "es-MX", timezoneId: "America/Mexico_City" });
test.describe.configure({ timeout: 180_000 });

let db: Database;
connectE2eDatabase((opened) => (db = opened));

test("a Spanish family registers, starts the Spanish plan, reads the RV1909 and gets its reminder in Spanish", async ({ page }) => {
  const tag = uniqueTag();
  const email = `papa.${tag}@example.com`;
  await page.goto("/register");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Crea tu cuenta" })).toBeVisible();
  await page.getByLabel("Nombre completo", { exact: true }).fill(`Daniel Ramírez ${tag}`);
  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel("Confirma la contraseña").fill(TEST_PASSWORD);
  await page.getByLabel("Quiero registrar también a mi hijo").check();
  await page.getByLabel("Nombre completo de tu hijo").fill(`Mateo Ramírez ${tag}`);
  await page.getByLabel("Contraseña de tu hijo").fill(`${TEST_PASSWORD}-hijo`);
  await page.getByLabel("Edad de tu hijo").selectOption({ label: "13 años o más" });
  await page.getByRole("button", { name: "Crear cuenta" }).click();

  // /start offers the Spanish plan first, in Spanish.
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const start = page.getByRole("button", { name: /Corrió a su encuentro/ });
  await expect(start).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await start.click();
  await expect(page).not.toHaveURL(/\/start$/);

  // Week 1: the passage in the popup is the RV1909's, with its notice.
  await page.goto("/week/1");
  await expect(page.getByRole("heading", { name: "Dame lo que me toca" })).toBeVisible();
  await page
    .getByRole("button", { name: /Lucas 15:11-16/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Lucas 15:11-16" });
  await expect(dialog.getByLabel("Versión de la Biblia")).toHaveValue("rv1909");
  await expect(dialog.getByText(/Y dijo: Un hombre tenía dos hijos;/)).toBeVisible();
  await expect(dialog.getByText("Las citas bíblicas son de la Reina-Valera 1909 (RV1909), de dominio público.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");

  // His weekly reminder, saved in Spanish; the time moved past it, the sweep sends the mail in Spanish.
  await page.goto("/reminders");
  const form = page.getByRole("form").first();
  await form.getByLabel("Día").selectOption({ index: 0 });
  await form.getByLabel("Hora", { exact: true }).fill("19:00");
  await form.getByRole("checkbox", { name: "Correo" }).check();
  await form.getByRole("button", { name: "Guardar recordatorio" }).click();
  await expect(form.getByRole("status")).toBeVisible();
  await db.execute(
    sql`update reminder_settings set next_due_at = now() - interval '1 minute' where user_id = (select id from users where lower(email) = lower(${email}))`,
  );
  const mail = await waitForMail(email, { timeoutMs: 20_000 });
  expect(mail.subject).toMatch(/semana/i);
  expect(mail.text).toMatch(/Corrió a su encuentro|semana/);
  expect(mail.text).not.toMatch(/Your family's week/);
});
