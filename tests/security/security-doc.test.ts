// docs/security.md's policy table is generated from the policy files and the routes' declared actions, never
// written beside them: this test fails when the document is stale, and rewrites it with
// WRITE_SECURITY_DOCS=1. It also keeps every rule in the table, none left in prose.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POLICY_TABLE } from "../../src/server/policies/table.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { declaredRoutes, renderPolicySection, withPolicySection } from "./declared-routes.ts";

const DOC = join(import.meta.dirname, "..", "..", "docs", "security.md");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("docs/security.md", () => {
  it("carries the policy table generated from the declarations", () => {
    const current = readFileSync(DOC, "utf8");
    const wanted = withPolicySection(current, renderPolicySection(declaredRoutes(t.app)));
    if (process.env.WRITE_SECURITY_DOCS === "1") writeFileSync(DOC, wanted);
    else expect(current, "docs/security.md is stale: WRITE_SECURITY_DOCS=1 npx vitest run tests/security/security-doc.test.ts").toBe(wanted);
  });

  it('has no rule left in prose: no "checked by" sentence in the policies or the document', () => {
    const words = Object.values(POLICY_TABLE).flatMap((policy) => [policy.who, "row" in policy ? policy.row.when : ""]);
    expect(words.filter((sentence) => /checked by/i.test(sentence))).toEqual([]);
    expect(readFileSync(DOC, "utf8").match(/checked by/gi) ?? []).toEqual([]);
  });
});
