// Screenshots for docs/areas/img at a phone's width (390 px) and a desktop's (1280 px), the viewport put back after.
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

export const SCREENSHOTS = path.resolve("docs/areas/img");

/**
 * `<name>-390.png` and `<name>-1280.png`. With `target`, its top sits just under the sticky navigation bar; with
 * `noSidewaysScroll` (the default), each width also proves the page is readable without scrolling sideways.
 */
export async function screenshotAtTwoWidths(page: Page, name: string, options: { target?: Locator; noSidewaysScroll?: boolean } = {}): Promise<void> {
  const { target, noSidewaysScroll = true } = options;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await target?.evaluate((element) => {
      element.scrollIntoView({ block: "start" });
      window.scrollBy(0, -80);
    });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), scale: "css" });
    if (noSidewaysScroll) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
