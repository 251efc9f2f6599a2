// What the poster's tests (English and Spanish) read from the API: a church, its invitation link and one group
// with its own short link.
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";

export const URL_OF_LINK = "https://strongbond.example/join?token=abc123";

export const posterGroup = {
  id: 7,
  name: "Saturday Breakfast",
  description: null,
  plan: { id: 3, title: "Men of Courage", durationWeeks: 4, startsOn: "2026-12-06", week: 1, started: false },
  memberCount: 1,
  familyCount: 0,
  leads: true,
  link: { url: URL_OF_LINK, shortUrl: "https://strongbond.example/j/ABCD2345", expiresAt: "2027-01-01T00:00:00.000Z" },
};

/** Grace Community Church with the families' `link` (or none) and its `groups`. */
export function servePoster(link: unknown, groups: unknown[] = []) {
  stubFetchWith(async (input) => {
    const url = String(input);
    if (url.endsWith("/api/organizations/mine/groups")) return jsonResponse(200, { groups, planChoices: [], canInvite: true });
    if (url.endsWith("/api/organizations/mine/families")) return jsonResponse(200, { families: [], link, invitations: [], canInvite: true });
    if (url.endsWith("/api/organizations/mine")) return jsonResponse(200, { organization: { name: "Grace Community Church" } });
    return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
  });
}
