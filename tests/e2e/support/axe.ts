// Accessibility check with axe-core: fails the test on any serious or critical WCAG 2.x A/AA violation,
// listing each rule, its help text and the offending elements.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Legacy mode runs axe in the page itself: the default mode opens a blank page in the context for every check to
// merge the frames' results, which doubled each check's time on CI's 2 cores; our pages have no cross-origin frames,
// the one thing only the default mode can reach. Only the violations are collected: passes are never read.
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`,
  );
  expect(report, `axe found serious or critical violations on ${page.url()}`).toEqual([]);
}
