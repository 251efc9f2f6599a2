import { describe, expect, it } from "vitest";
import { idFromParam } from "./route-params.ts";

describe("idFromParam", () => {
  it.each([
    ["12", 12],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["0", null],
    ["007", 7],
    ["abc", null],
    ["00000000-0000-0000-0000-000000000000", null],
    ["1.5", null],
    ["-3", null],
    ["99999999999", null],
    ["", null],
    [undefined, null],
  ])("reads %s as %s", (param, expected) => {
    expect(idFromParam(param)).toBe(expected);
  });
});
