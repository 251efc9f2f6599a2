// The table test of a pure function: one test per [input, answer] case, so a failing case names itself.
import { expect, it } from "vitest";

/**
 * `fn(input)` answers `expected` for each `[input, expected]` of `cases` (compared by value, so `null` and objects
 * work as well as texts). `title` formats a case as `it.each` does: `%s` or `%j` for the input, then the answer.
 */
export function itAnswersEach<I, O>(fn: (input: I) => O, title: string, cases: ReadonlyArray<[I, O]>): void {
  it.each(cases)(title, (input, expected) => {
    expect(fn(input)).toStrictEqual(expected);
  });
}
