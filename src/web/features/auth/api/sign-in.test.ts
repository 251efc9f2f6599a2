import { describe, expect, it } from "vitest";
import { messages } from "../../../../shared/messages.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { signInErrorMessage } from "./sign-in.ts";

describe("signInErrorMessage (docs/areas/accounts.md)", () => {
  it.each([
    [new ApiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"), messages.invalidCredentials],
    [new ApiError(403, "EMAIL_NOT_VERIFIED", "Email not verified"), messages.emailNotVerified],
    [new ApiError(429, "HTTP_429", "Too many requests"), messages.tooManyRequests],
    [new ApiError(0, "NETWORK_ERROR", "offline"), messages.signInFailedLater],
    [new ApiError(503, "HTTP_503", "down"), messages.signInFailedLater],
    [new ApiError(200, "NO_USER", messages.signInNoUser), messages.signInNoUser],
    [new ApiError(418, "TEAPOT", ""), messages.signInFailedGeneric],
    [new Error("boom"), messages.signInFailedLater],
  ])("%s → %s", (error, expected) => {
    expect(signInErrorMessage(error)).toBe(expected);
  });
});
