// A dad's rights over the data of the son he registered: download it, or delete the account for good.
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { expect, signInThroughUi, test } from "./support/fixtures.ts";

test("a dad downloads his son's data and deletes his son's account; the son can no longer sign in", async ({ page, family }) => {
  const son = family.son;
  if (!son) throw new Error("the fixture registers a son");
  await signInThroughUi(page, family.dad);
  await page.goto("/dashboard/dad");

  const card = page.getByRole("heading", { name: "Your son's data" }).locator("xpath=ancestor::*[contains(@class,'rounded')][1]");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download ${son.fullName}'s data` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("strongbond-son-data.json");
  const text = await (await download.createReadStream()).toArray();
  const data = JSON.parse(Buffer.concat(text).toString("utf8")) as { account: { email: string } };
  expect(data.account.email).toBe(son.email);

  await page.getByRole("button", { name: `Delete ${son.fullName}'s account` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${son.fullName}'s account?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("I understand that this cannot be undone").check();
  await confirm.click();
  await expect(page.getByText(`${son.fullName}'s account and all its data were deleted.`)).toBeVisible();
  await expect(card.getByRole("button", { name: `Delete ${son.fullName}'s account` })).toHaveCount(0);

  // Better Auth refuses requests without a trusted Origin, as a browser form would send.
  const origin = new URL(page.url()).origin;
  const signIn = await page.request.post("/api/auth/sign-in/email", { headers: { origin }, data: { email: son.email, password: son.password } });
  expect(signIn.status()).toBe(401);
});
