import { describe, expect, it } from "vitest";
import { jsonDepth } from "./json-body.ts";

describe("jsonDepth", () => {
  it("counts nesting of arrays and objects, ignoring brackets inside strings", () => {
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[["}')).toBe(1);
    expect(jsonDepth("[".repeat(100_000))).toBe(100_000);
  });
});
