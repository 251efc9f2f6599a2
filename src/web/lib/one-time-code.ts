// The six digits of a one-time code (an authenticator app's, or one sent by e-mail), as a form field's rule.
import { z } from "zod";

/** Six digits once spaces around them are trimmed; `message` is the field's words when they are not. */
export function sixDigitCode(message: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{6}$/, message);
}
