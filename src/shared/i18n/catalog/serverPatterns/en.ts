// English of the server's messages that carry a value (a name, a count, a week): the shared schemas' message functions,
// as ICU MessageFormat. The server reads a message's values back out of its English words by the pattern this English
// compiles to (src/shared/i18n/server-text.ts), so each entry must say exactly what its function says: a placeholder
// taken from the function itself where it can be, a plural written out where the function chooses a word by count.
// After a change: `npm run i18n:compile`.
import { FITNESS_UNIT_SHORT, fitnessMessages } from "../../../fitness.ts";
import { churchGroupMessages } from "../../../schemas/church-groups.ts";
import { familyText } from "../../../schemas/family.ts";
import { groupMessages } from "../../../schemas/groups.ts";
import { accountMessages } from "../../../schemas/identity.ts";
import { familyInvitationMessages } from "../../../schemas/organization-families.ts";
import { reminderText } from "../../../schemas/reminders.ts";
import { studioMessages } from "../../../schemas/studio.ts";

/** A unit's short English name, chosen by the unit (the value the Spanish chooses its own word by). */
const unitShort = `{unit, select, ${Object.entries(FITNESS_UNIT_SHORT)
  .map(([unit, short]) => `${unit} {${short}}`)
  .join(" ")} other {{unit}}}`;

export const en = {
  "serverPatterns.churchGroups.created": churchGroupMessages.created("{name}"),
  "serverPatterns.family.heldSon": familyText.heldSon("{name}"),
  "serverPatterns.groups.countsHiddenSummary": groupMessages.countsHiddenSummary("{week}" as unknown as number),
  "serverPatterns.account.accessResetByDad": accountMessages.accessResetByDad("{date}"),
  "serverPatterns.invitations.emailInvalid": familyInvitationMessages.emailInvalid("{address}"),
  "serverPatterns.invitations.sent": "{count, plural, one {# invitation sent} other {# invitations sent}}",
  "serverPatterns.invitations.sentTo": familyInvitationMessages.sentTo("{masked}"),
  "serverPatterns.invitations.forAnotherAddress": familyInvitationMessages.forAnotherAddress("{masked}"),
  "serverPatterns.invitations.joined": familyInvitationMessages.joined("{name}"),
  "serverPatterns.invitations.joinedWithGroup": familyInvitationMessages.joinedWithGroup("{name}", "{group}"),
  "serverPatterns.invitations.groupLinkCreated": familyInvitationMessages.groupLinkCreated("{group}"),
  "serverPatterns.invitations.groupLinkReplaced": familyInvitationMessages.groupLinkReplaced("{group}"),
  "serverPatterns.invitations.alreadyMember": familyInvitationMessages.alreadyMember("{name}"),
  "serverPatterns.invitations.left": familyInvitationMessages.left("{name}"),
  "serverPatterns.reminders.encourageSent": reminderText.encourageSent("{son}"),
  "serverPatterns.sponsorships.belowUsed":
    "{used, plural, one {# family already holds a seat} other {# families already hold seats}} of this plan: the seat count cannot be below {used}.",
  "serverPatterns.sponsorships.noMoreSeats":
    "Your organization already has {bought, plural, one {# seat} other {# seats}} of this plan: choose more to buy more.",
  "serverPatterns.sponsorships.everyMemberCovered":
    "All your member families are covered: your organization already has {bought, plural, other {# seats}} of this plan.",
  "serverPatterns.studio.needsDevotional": studioMessages.needsDevotional("{week}" as unknown as number),
  "serverPatterns.studio.needsChallenge": studioMessages.needsChallenge("{week}" as unknown as number),
  "serverPatterns.studio.itemDrafted":
    "{plans, plural, one {Saved as a draft of the published plan that uses it: families keep reading the published text until you publish the plan again.} other {Saved as a draft of the # published plans that use it: families keep reading the published text until you publish each plan again.}}",
  "serverPatterns.uploads.tooLarge": "This image is too large. Upload an image of at most {size}.",
  "serverPatterns.fitness.valueNotWhole": `Enter a whole number of ${unitShort}`,
  "serverPatterns.fitness.targetNotWhole": `Enter a whole number of ${unitShort}, or leave it empty`,
  "serverPatterns.fitness.familyMeasuresFull": fitnessMessages.familyMeasuresFull("{max}" as unknown as number),
  "serverPatterns.fitness.challengeMeasuresTooMany": fitnessMessages.challengeMeasuresTooMany("{max}" as unknown as number),
} as const;
