// Path parameters, parsed one way: a row id is a whole number from 1 to the largest int4, a user
// id a non-empty string of at most 100 characters. A malformed one is a 400 (the app gives it the code
// INVALID_ID, or INVALID_WEEK for a week); a well-formed id nobody may see is a 404.
import { z } from "zod";
import { MAX_INT4 } from "../constants.ts";

/** A row id in a path; `message` is the field message for every way it can be wrong (else the validator's). */
export function idParam(message?: string) {
  const error = message === undefined ? undefined : { error: message };
  return z.coerce.number(error).int(message).min(1, message).max(MAX_INT4, message);
}

/** A user id in a path (a dad's son, a group or organization member). */
export const userIdParam = () => z.string().min(1).max(100);
