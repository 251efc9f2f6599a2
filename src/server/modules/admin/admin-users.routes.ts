// /api/admin/users: account management for global admins with two-factor on. Each route calls
// the guard itself; every change needs the admin's password and is written to the audit log.
import type { z } from "zod";
import type { App } from "../../http/app-instance.ts";
import { perUserRateLimitKey } from "../../auth/rate-limit-key.ts";
import { okOnceDone, routesIn } from "../../http/declare-route.ts";
import { errorResponses } from "../../lib/error-responses.ts";
import {
  ZAdminBan,
  ZAdminConfirm,
  ZAdminSetRole,
  ZAdminUserIdParams,
  ZAdminUserResponse,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
} from "../../../shared/schemas/admin-users.ts";
import { banUser, deleteUser, listUsers, releaseOrganization, resetUserTwoFactor, sendResetLink, setUserRole, unbanUser } from "./admin-users.service.ts";
import { ZOkResponse } from "../../../shared/schemas/common.ts";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403, 404, 409, 429);
const changeLimit = { max: 20, timeWindow: "1 minute", keyGenerator: perUserRateLimitKey("admin-users") };

/** A global admin's change to another account: named by its id, confirmed with his password, rate-limited per admin. */
function accountChange<const TBody extends z.ZodType, const TAnswer extends z.ZodType>(summary: string, body: TBody, answer: TAnswer) {
  return { summary, params: ZAdminUserIdParams, body, response: { 200: answer }, rateLimit: changeLimit };
}

export async function adminUserRoutes(app: App): Promise<void> {
  const { db, auth, config, mailer } = app.deps;
  const deps = { db, auth, mailer, appUrl: config.appUrl };

  const route = routesIn(app, tags, errors);

  route.get("", "admin.users.read", {
    summary: "Search accounts (e-mail or name), with role, organization, ban and two-factor; and the audit log",
    querystring: ZAdminUsersQuery,
    response: { 200: ZAdminUsersResponse },
    rateLimit: { max: 120, timeWindow: "1 minute", keyGenerator: perUserRateLimitKey("admin-users-read") },
    handler: ({ actor, query }) => listUsers(db, actor, query.q),
  });

  route.put("/:userId/role", "admin.users.manage", {
    ...accountChange("Make an account a dad or a global admin", ZAdminSetRole, ZAdminUserResponse),
    handler: async ({ actor, params, body, request }) => ({ user: await setUserRole(deps, request, actor, params.userId, body.role, body.password) }),
  });

  route.post("/:userId/ban", "admin.users.manage", {
    ...accountChange("Suspend an account: its sessions end at once and it cannot sign in", ZAdminBan, ZAdminUserResponse),
    handler: async ({ actor, params, body, request }) => ({ user: await banUser(deps, request, actor, params.userId, body.reason, body.password) }),
  });

  route.post("/:userId/unban", "admin.users.manage", {
    ...accountChange("Lift a suspension", ZAdminConfirm, ZAdminUserResponse),
    handler: async ({ actor, params, body, request }) => ({ user: await unbanUser(deps, request, actor, params.userId, body.password) }),
  });

  route.post("/:userId/two-factor/reset", "admin.users.manage", {
    ...accountChange("Turn another account's two-factor off (lost authenticator); its sessions end", ZAdminConfirm, ZAdminUserResponse),
    handler: async ({ actor, params, body, request }) => ({ user: await resetUserTwoFactor(deps, request, actor, params.userId, body.password) }),
  });

  route.post("/:userId/password-reset", "admin.users.manage", {
    ...accountChange("Mail the account a one-hour password reset link", ZAdminConfirm, ZOkResponse),
    handler: ({ actor, params, body, request }) => okOnceDone(sendResetLink(deps, request, actor, params.userId, body.password)),
  });

  route.post("/:userId/organization/release", "admin.users.manage", {
    ...accountChange(
      "Hand the account's organization to its other owner (or archive it when there is none), so the account can change role or be deleted",
      ZAdminConfirm,
      ZAdminUserResponse,
    ),
    handler: async ({ actor, params, body, request }) => ({ user: await releaseOrganization(deps, request, actor, params.userId, body.password) }),
  });

  route.delete("/:userId", "admin.users.manage", {
    ...accountChange("Delete an account and its data", ZAdminConfirm, ZOkResponse),
    handler: ({ actor, params, body, request }) => okOnceDone(deleteUser(deps, request, actor, params.userId, body.password)),
  });
}
