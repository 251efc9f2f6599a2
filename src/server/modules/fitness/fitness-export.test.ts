import { describe } from "vitest";
import { csvCell } from "./fitness-export.ts";
import { itAnswersEach } from "../../../../tests/support/answer-table.ts";

describe("csvCell", () => {
  // Commas, quotes and line breaks are quoted; what a spreadsheet would run as a formula stays text.
  itAnswersEach(csvCell, "writes %j as %j", [
    ["Push-ups", "Push-ups"],
    ['Dad, "the" best', '"Dad, ""the"" best"'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["-5", "'-5"],
    [-5, "-5"],
    ["two\nlines", '"two\nlines"'],
  ]);
});
