// English words of the page where a dad shares a few words about a finished plan: ICU MessageFormat. English is the
// source and the fallback. After a change: `npm run i18n:compile`.
import { messages } from "../../../messages.ts";
import { testimonialMessages } from "../../../schemas/testimonials.ts";

export const en = {
  "msg.testimonials.wordsRequired": testimonialMessages.wordsRequired,
  "msg.testimonials.wordsTooLong": testimonialMessages.wordsTooLong,
  "msg.testimonials.cityRequired": testimonialMessages.cityRequired,
  "msg.testimonials.cityTooLong": testimonialMessages.cityTooLong,
  "msg.testimonials.consentRequired": testimonialMessages.consentRequired,
  "msg.testimonials.planRequired": testimonialMessages.planRequired,
  "msg.testimonials.notFinished": testimonialMessages.notFinished,
  "msg.testimonials.alreadyShared": testimonialMessages.alreadyShared,
  "msg.testimonials.submitted": testimonialMessages.submitted,
  "msg.testimonials.loadDataFailed": messages.loadDataFailed,
  "testimonials.consent": testimonialMessages.consent,
  "testimonials.title": "Share a few words",
  "testimonials.description": "What a plan did for you and your son, for StrongBond's public page. An admin reads every word first.",
  "testimonials.loading": "Loading...",
  "testimonials.failed": "Failed to share your words. Please try again.",
  "testimonials.doneText": "You can read them, or withdraw them at any time, in your account.",
  "testimonials.account": "Your account",
  "testimonials.dashboard": "Back to Dashboard",
  "testimonials.emptyTitle": "Nothing to share about yet",
  "testimonials.emptyText":
    "Once your family has finished a plan — every item of its last week done — you can share a few words about it here. Words you already shared are in your account.",
  "testimonials.plan": "The plan you finished",
  "testimonials.words": "Your words",
  "testimonials.wordsHint": "{min}–{max} characters ({count} so far). Your own words, not your son's: please do not name him.",
  "testimonials.city": "Your city",
  "testimonials.yourCity": "your city",
  "testimonials.shownAs": "Shown as: <0>{byline}</0> — your first name and city, never your surname.",
  "testimonials.submit": "Share my words",
} as const;
