import { describe, expect, it } from "vitest";
import { formatPrice, marketplaceMessages } from "../../../shared/schemas/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { escapeLike } from "./marketplace.queries.ts";
import { decodeCursor, encodeCursor } from "./marketplace.service.ts";
import { itAnswersEach } from "../../../../tests/support/answer-table.ts";

describe("list cursor", () => {
  it("round-trips the position with microsecond precision", () => {
    const cursor = encodeCursor({ createdAtMicros: "1795303793977123", id: 42 });
    expect(decodeCursor(cursor)).toEqual({ createdAtMicros: 1795303793977123n, id: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("carries, in a list of every language, the language first and whether the row was in another", () => {
    for (const order of [
      { first: "es", other: false },
      { first: "en", other: true },
    ] as const) {
      const cursor = encodeCursor({ createdAtMicros: "1795303793977123", id: 42, order });
      expect(decodeCursor(cursor)).toEqual({ createdAtMicros: 1795303793977123n, id: 42, order });
    }
  });

  it.each([
    "",
    "garbage",
    Buffer.from("1.0").toString("base64url"),
    Buffer.from("1.99999999999").toString("base64url"),
    Buffer.from("x.1").toString("base64url"),
    Buffer.from("1'--.1").toString("base64url"),
    Buffer.from("1.1.fr.0").toString("base64url"),
    Buffer.from("1.1.es.2").toString("base64url"),
    Buffer.from("1.1.es").toString("base64url"),
  ])("refuses a cursor it did not make (%s) with a field message", (raw) => {
    try {
      decodeCursor(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).fields).toEqual({ cursor: marketplaceMessages.invalidCursor });
    }
  });
});

describe("title search", () => {
  // LIKE wildcards and the escape character are taken literally.
  itAnswersEach(escapeLike, "searches %s as %s", [
    ["100%", "100\\%"],
    ["dad_son", "dad\\_son"],
    ["back\\slash", "back\\\\slash"],
    ["Plain words", "Plain words"],
  ]);
});

describe("price", () => {
  // Dollars with 2 decimals.
  itAnswersEach(formatPrice, "shows %i cents as %s", [
    [1299, "$12.99"],
    [500, "$5.00"],
    [5, "$0.05"],
  ]);
});
