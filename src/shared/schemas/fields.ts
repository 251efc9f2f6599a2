// Field building blocks that several request schemas share: one shape under one name, each area passing its own
// limits and messages (the field messages stay each area's own words).
import { z } from "zod";
import { MIN_WEEK } from "../constants.ts";
import { requiredName } from "./plain-text.ts";

/** Text a person must fill in: trimmed, at least one character, at most `max`; `required` also answers a missing or non-text value. */
export function requiredText(max: number, messages: { required: string; tooLong: string }) {
  return z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong);
}

/** A whole number from `min` to `max` in a request body: `invalid` for anything else, `tooLarge` (else `invalid`) above `max`. */
export function wholeNumberField(min: number, max: number, invalid: string, tooLarge: string = invalid) {
  return z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, tooLarge);
}

/** A week number in a request body: a whole number from 1 to `max`; `invalid` for anything else, `tooLarge` (else `invalid`) above `max`. */
export function weekNumberField(max: number, messages: { invalid: string; tooLarge?: string }) {
  return wholeNumberField(MIN_WEEK, max, messages.invalid, messages.tooLarge);
}

/** What names a group or an organization: its name (required, no hidden characters) and an optional description. */
export function nameAndDescription(
  limits: { nameMax: number; descriptionMax: number },
  messages: { nameRequired: string; nameTooLong: string; descriptionTooLong: string },
) {
  return {
    name: requiredName(limits.nameMax, { required: messages.nameRequired, tooLong: messages.nameTooLong }),
    description: z.string().trim().max(limits.descriptionMax, messages.descriptionTooLong),
  };
}
