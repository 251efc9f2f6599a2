// English and Spanish: a browser that asks for Spanish gets the landing page drawn in Spanish by the server
// (`<html lang="es">`, no switch after paint), the switch on the bar turns it English, and a signed-in person's
// choice is kept on his profile: it survives a reload even without the browser's cookie.
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, signInThroughUi, test } from "./support/fixtures.ts";

test.use({ locale: "es-ES" });

test("a Spanish browser reads / in Spanish, switches to English, and a signed-in choice survives a reload", async ({ page, family }) => {
  const html = page.locator("html");
  await page.goto("/");
  await expect(html).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Padres e hijos, más fuertes juntos");
  await expect(page).toHaveTitle("StrongBond · Padres e hijos que crecen juntos en la fe y en forma");
  await expect(page.getByRole("link", { name: "Ir al contenido" })).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Read in English" }).click();
  await expect(html).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fathers and sons, stronger together");
  expect((await page.context().cookies()).find((cookie) => cookie.name === "sb_lang")?.value).toBe("en");

  // Signed in, the choice goes on his profile.
  await signInThroughUi(page, family.dad);
  await expect(html).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Leer en español" }).click();
  await expect(html).toHaveAttribute("lang", "es");
  await expect(page.getByRole("button", { name: "Read in English" })).toBeVisible();
  await page.context().clearCookies({ name: "sb_lang" });
  await page.reload();
  await expect(html).toHaveAttribute("lang", "es");
  await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
});
