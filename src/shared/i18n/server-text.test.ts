// The server's messages that carry a value: each `serverPatterns` key says in English exactly what its function says,
// the pattern its English compiles to reads the same values back out, and a reader of Spanish gets the Spanish words.
import { describe, expect, it } from "vitest";
import { FITNESS_UNITS, fitnessMessages } from "../fitness.ts";
import { churchGroupMessages } from "../schemas/church-groups.ts";
import { familyText } from "../schemas/family.ts";
import { groupMessages } from "../schemas/groups.ts";
import { accountMessages } from "../schemas/identity.ts";
import { familyInvitationMessages } from "../schemas/organization-families.ts";
import { reminderText } from "../schemas/reminders.ts";
import { sponsorshipMessages } from "../schemas/sponsorships.ts";
import { studioMessages } from "../schemas/studio.ts";
import { uploadMessages } from "../schemas/uploads.ts";
import { CATALOG_PARTS, type MessageKey } from "./catalog/index.ts";
import { COMPILED } from "./compiled/all.ts";
import { compileServerPatterns, matchServerPattern, serverPatternMatcher } from "./server-patterns.ts";
import { localizeServerText, serverTextIndex } from "./server-text.ts";
import { createTranslator, type MessageValues } from "./translate.ts";

const index = serverTextIndex(COMPILED.en, serverPatternMatcher);
const patterns = compileServerPatterns(COMPILED.en);
const english = createTranslator("en", COMPILED.en, COMPILED.en, () => {});
const spanish = createTranslator("es", COMPILED.es, COMPILED.en, () => {});

/** Every pattern, with the values it is tried with and what the server's function says for them. */
const SAMPLES: [MessageKey, MessageValues, string][] = [
  ["serverPatterns.churchGroups.created", { name: "Tuesday Men" }, churchGroupMessages.created("Tuesday Men")],
  ["serverPatterns.family.heldSon", { name: "Caleb" }, familyText.heldSon("Caleb")],
  ["serverPatterns.groups.countsHiddenSummary", { week: "7" }, groupMessages.countsHiddenSummary(7)],
  ["serverPatterns.account.accessResetByDad", { date: "March 3, 2026" }, accountMessages.accessResetByDad("March 3, 2026")],
  ["serverPatterns.invitations.emailInvalid", { address: "not-an-address" }, familyInvitationMessages.emailInvalid("not-an-address")],
  ["serverPatterns.invitations.sent", { count: 1 }, familyInvitationMessages.invitationsSent(1)],
  ["serverPatterns.invitations.sent", { count: 12 }, familyInvitationMessages.invitationsSent(12)],
  ["serverPatterns.invitations.sentTo", { masked: "j***@example.com" }, familyInvitationMessages.sentTo("j***@example.com")],
  ["serverPatterns.invitations.forAnotherAddress", { masked: "j***@example.com" }, familyInvitationMessages.forAnotherAddress("j***@example.com")],
  ["serverPatterns.invitations.joined", { name: "Grace Fellowship" }, familyInvitationMessages.joined("Grace Fellowship")],
  [
    "serverPatterns.invitations.joinedWithGroup",
    { name: "Grace Fellowship", group: "Tuesday Men" },
    familyInvitationMessages.joinedWithGroup("Grace Fellowship", "Tuesday Men"),
  ],
  ["serverPatterns.invitations.groupLinkCreated", { group: "Tuesday Men" }, familyInvitationMessages.groupLinkCreated("Tuesday Men")],
  ["serverPatterns.invitations.groupLinkReplaced", { group: "Tuesday Men" }, familyInvitationMessages.groupLinkReplaced("Tuesday Men")],
  ["serverPatterns.invitations.alreadyMember", { name: "Grace Fellowship" }, familyInvitationMessages.alreadyMember("Grace Fellowship")],
  ["serverPatterns.invitations.left", { name: "Grace Fellowship" }, familyInvitationMessages.left("Grace Fellowship")],
  ["serverPatterns.reminders.encourageSent", { son: "Caleb" }, reminderText.encourageSent("Caleb")],
  ["serverPatterns.sponsorships.belowUsed", { used: 1 }, sponsorshipMessages.belowUsed(1)],
  ["serverPatterns.sponsorships.belowUsed", { used: 4 }, sponsorshipMessages.belowUsed(4)],
  ["serverPatterns.sponsorships.noMoreSeats", { bought: 1 }, sponsorshipMessages.noMoreSeats(1)],
  ["serverPatterns.sponsorships.noMoreSeats", { bought: 20 }, sponsorshipMessages.noMoreSeats(20)],
  ["serverPatterns.sponsorships.everyMemberCovered", { bought: 5 }, sponsorshipMessages.everyMemberCovered(5)],
  ["serverPatterns.studio.needsDevotional", { week: "3" }, studioMessages.needsDevotional(3)],
  ["serverPatterns.studio.needsChallenge", { week: "52" }, studioMessages.needsChallenge(52)],
  ["serverPatterns.studio.itemDrafted", { plans: 1 }, studioMessages.itemDrafted(1)],
  ["serverPatterns.studio.itemDrafted", { plans: 3 }, studioMessages.itemDrafted(3)],
  ["serverPatterns.uploads.tooLarge", { size: "5 MB" }, uploadMessages.tooLarge(5_000_000)],
  ...FITNESS_UNITS.flatMap((unit): [MessageKey, MessageValues, string][] => [
    ["serverPatterns.fitness.valueNotWhole", { unit }, fitnessMessages.valueNotWhole(unit)],
    ["serverPatterns.fitness.targetNotWhole", { unit }, fitnessMessages.targetNotWhole(unit)],
  ]),
  ["serverPatterns.fitness.familyMeasuresFull", { max: "6" }, fitnessMessages.familyMeasuresFull(6)],
  ["serverPatterns.fitness.challengeMeasuresTooMany", { max: "3" }, fitnessMessages.challengeMeasuresTooMany(3)],
];

describe("the server's messages with values", () => {
  it("every serverPatterns key compiles to a pattern and is tried here", () => {
    const keys = Object.keys(CATALOG_PARTS.serverPatterns.en);
    expect(patterns.map((pattern) => pattern.key).sort()).toEqual([...keys].sort());
    expect(new Set(SAMPLES.map(([key]) => key))).toEqual(new Set(keys));
  });

  it.each(SAMPLES)("%s: the English is the function's, and matching it gives back the values", (key, values, said) => {
    const formatted = english.t(key, values);
    expect(formatted).toBe(said);
    expect(matchServerPattern(patterns, formatted)).toEqual({ key, values });
  });

  it("says them in Spanish, values kept", () => {
    expect(localizeServerText(spanish, index, familyInvitationMessages.invitationsSent(1))).toBe("1 invitación enviada");
    expect(localizeServerText(spanish, index, familyInvitationMessages.invitationsSent(3))).toBe("3 invitaciones enviadas");
    expect(localizeServerText(spanish, index, familyInvitationMessages.joinedWithGroup("Gracia", "Hombres del martes"))).toBe(
      "Tu familia se unió a Gracia y a su grupo Hombres del martes",
    );
    expect(localizeServerText(spanish, index, familyInvitationMessages.joined("Gracia"))).toBe("Tu familia se unió a Gracia");
    expect(localizeServerText(spanish, index, familyInvitationMessages.emailInvalid("x@"))).toBe("«x@» no es un correo válido");
    expect(localizeServerText(spanish, index, sponsorshipMessages.noMoreSeats(1))).toBe(
      "Tu organización ya tiene 1 lugar de este plan: elige más para comprar más.",
    );
    expect(localizeServerText(spanish, index, fitnessMessages.valueNotWhole("repetitions"))).toBe("Escribe un número entero de repeticiones");
    expect(localizeServerText(spanish, index, studioMessages.itemDrafted(1))).toMatch(/^Se guardó como borrador del plan publicado/);
  });

  it("leaves English and an unknown text as they are", () => {
    const said = familyInvitationMessages.invitationsSent(3);
    expect(localizeServerText(english, index, said)).toBe(said);
    expect(localizeServerText(spanish, index, "Your family joined")).toBe("Your family joined");
  });
});
