// What the join page's tests (English and Spanish) read first: a valid invitation of Hope Chapel that carries
// its group Friday Fathers, in week 3 of its six-week plan.
import { jsonResponse, stubFetchWith } from "../../../../../tests/web-support/fetch-stub.ts";

export const groupInvitation = {
  organization: { name: "Hope Chapel", slug: "hope-chapel", description: null },
  group: { id: 9, name: "Friday Fathers", plan: { id: 4, title: "Men of Courage", durationWeeks: 6, startsOn: "2020-01-05", week: 3 } },
  state: "valid",
  message: null,
  alreadyMember: false,
  alreadyJoined: false,
  familyOnAnotherPlan: false,
};

/** The invitation's preview answers `answer`; any other address is not found. */
export function serveInvitation(answer: unknown) {
  stubFetchWith(async (input) => {
    if (String(input).endsWith("/api/memberships/invitation")) return jsonResponse(200, answer);
    return jsonResponse(404, { error: { code: "NOT_FOUND", message: "Not found" } });
  });
}
