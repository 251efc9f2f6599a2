import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages.ts";
import { ApiError } from "./api-client.ts";
import { errorText, isNotFoundError } from "./error-text.ts";

const invalidId = new ApiError(400, "INVALID_ID", messages.notFound, { planId: "Too small: expected number to be >0" });

describe("errorText", () => {
  it("gives the screen's fallback for a network or server failure and for anything that is not an ApiError", () => {
    expect(errorText(new ApiError(0, "NETWORK_ERROR", messages.internalError), messages.dashboardLoadFailed)).toBe(messages.dashboardLoadFailed);
    expect(errorText(new ApiError(500, "INTERNAL", messages.internalError), messages.dashboardLoadFailed)).toBe(messages.dashboardLoadFailed);
    expect(errorText(new TypeError("boom"), messages.selectPlanFailed)).toBe(messages.selectPlanFailed);
  });

  it("shows a refusal's catalogue message (a 4xx) and an UNAVAILABLE's own explanation", () => {
    expect(errorText(new ApiError(503, "UNAVAILABLE", "The test email could not be sent: no route"), messages.internalError)).toBe(
      "The test email could not be sent: no route",
    );
    expect(errorText(new ApiError(409, "CONFLICT", messages.alreadyGroupMember), messages.internalError)).toBe(messages.alreadyGroupMember);
  });

  it("says the screen's not-found text for a 404 and for a malformed id, never the validator's words", () => {
    const context = { failed: messages.loadDataFailed, notFound: messages.planNotFound };
    expect(errorText(invalidId, context)).toBe(messages.planNotFound);
    expect(errorText(new ApiError(404, "NOT_FOUND", messages.notFound), context)).toBe(messages.planNotFound);
    expect(errorText(invalidId, messages.loadDataFailed)).toBe(messages.loadDataFailed);
    expect(errorText(new ApiError(404, "NOT_FOUND", messages.planNotFound), messages.loadPlanFailed)).toBe(messages.planNotFound);
  });

  it("tells cases apart by code", () => {
    const context = { failed: messages.loadDataFailed, codes: { INVALID_WEEK: messages.invalidWeek } };
    expect(errorText(new ApiError(400, "INVALID_WEEK", "whatever the server said"), context)).toBe(messages.invalidWeek);
  });
});

describe("isNotFoundError", () => {
  it("is true for 404, INVALID_ID and *_NOT_FOUND codes only", () => {
    expect(isNotFoundError(invalidId)).toBe(true);
    expect(isNotFoundError(new ApiError(404, "NOT_FOUND", messages.notFound))).toBe(true);
    expect(isNotFoundError(new ApiError(400, "INVALID_WEEK", messages.invalidWeek))).toBe(false);
    expect(isNotFoundError(new Error("x"))).toBe(false);
  });
});
