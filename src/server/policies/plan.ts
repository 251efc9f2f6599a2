// Plans and their items in the studio (docs/areas/admin.md, decision 036): a global admin authors every plan; an
// organization's owners and editors author their own organization's. Which plans a studio call may touch is its
// `PlanScope` (admin.queries.ts), a required argument of every studio service and query: ALL_PLANS for the
// global admin, `{ organizationId }` from the viewer's staff place otherwise — another organization's plan or
// item is then not found (404), as an unknown id.
import type { ActionPolicy } from "./rule.ts";

export const planPolicy = {
  "organization.content.author": {
    guard: "organizationStaff",
    staffTwoFactor: true,
    who: "An owner or editor: his organization's plans and items only (the scope of his staff place; another's: 404).",
  },
  "admin.studio": {
    guard: "globalAdmin",
    staffTwoFactor: true,
    who: "A global admin (an admin without an organization): every plan and item, the review queue, imports.",
    beforeBody: true,
  },
} as const satisfies Record<string, ActionPolicy>;
