// English words of the platform admins' screens (the review queue, the testimonials): ICU MessageFormat. English is
// the source and the fallback. After a change: `npm run i18n:compile`.
import { messages } from "../../../messages.ts";
import { studioMessages } from "../../../schemas/studio.ts";

export const en = {
  "msg.admin.approved": studioMessages.approved,
  "msg.admin.returned": studioMessages.returned,
  "msg.admin.loadDataFailed": messages.loadDataFailed,
  "msg.admin.saveContentFailed": messages.saveContentFailed,
  "admin.reviews.title": "Review queue",
  "admin.reviews.description": "New plans and changes to published plans wait here before families see them.",
  "admin.reviews.empty": "Nothing is waiting for review.",
  "admin.reviews.platform": "Platform",
  "admin.reviews.firstPublication": "First publication",
  "admin.reviews.changes": "Changes to a published plan",
  "admin.reviews.read": "Read {title}",
  "admin.reviews.noteFor": "Note for {author} (to return it)",
  "admin.reviews.noteForAuthor": "Note for the author (to return it)",
  "admin.reviews.approve": "Approve {title}",
  "admin.reviews.return": "Return with the note",
  "admin.testimonials.title": "Testimonials",
  "admin.testimonials.description":
    "Dads' words for the landing page's Transformed Relationships: the latest three approved are shown, and the section is absent until there are three.",
  "admin.testimonials.back": "Back to Admin Dashboard",
  "admin.testimonials.pending": "Waiting for review",
  "admin.testimonials.pendingEmpty": "No words are waiting for review.",
  "admin.testimonials.approve": "Approve {name}'s words",
  "admin.testimonials.reject": "Reject",
  "admin.testimonials.approved": "Approved",
  "admin.testimonials.approvedEmpty": "Nothing is approved yet.",
  "admin.testimonials.unpublish": "Unpublish {name}'s words",
  "admin.testimonials.about": "About {plan} · shared {shared} · consent given {consented}",
} as const;
