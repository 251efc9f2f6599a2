// Every API area's routes, one Fastify plugin each, registered under its prefix (one line each; paths inside a
// plugin are relative to it).
import type { App } from "../http/app-instance.ts";
import { authRoutes } from "./identity/better-auth.routes.ts";
import { accountRoutes } from "./identity/identity.routes.ts";
import { accountPageRoutes } from "./identity/account-page.routes.ts";
import { systemRoutes } from "./system/system.routes.ts";
import { familyRoutes } from "./family/family.routes.ts";
import { journalRoutes } from "./journal/journal.routes.ts";
import { marketplaceRoutes } from "./marketplace/marketplace.routes.ts";
import { groupRoutes } from "./groups/groups.routes.ts";
import { groupPlanRoutes } from "./groups/group-plan.routes.ts";
import { familySharingRoutes } from "./groups/family-sharing.routes.ts";
import { chatRoutes } from "./chat/chat.routes.ts";
import { contentRoutes } from "./content/content.routes.ts";
import { progressRoutes } from "./progress/progress.routes.ts";
import { dashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { scriptureRoutes } from "./scripture/scripture.routes.ts";
import { adminRoutes } from "./admin/admin.routes.ts";
import { paymentRoutes } from "./payments/payments.routes.ts";
import { organizationRoutes } from "./organizations/organizations.routes.ts";
import { membershipRoutes, organizationFamilyRoutes, publicOrganizationRoutes } from "./organizations/organization-families.routes.ts";
import { uploadRoutes } from "./uploads/uploads.routes.ts";
import { adminUserRoutes } from "./admin/admin-users.routes.ts";
import { tokenRoutes } from "./identity/jwks.routes.ts";
import { fitnessRoutes } from "./fitness/fitness.routes.ts";
import { reminderRoutes } from "./reminders/reminders.routes.ts";
import { testimonialRoutes } from "./testimonials/testimonials.routes.ts";

export async function registerModules(app: App): Promise<void> {
  await app.register(systemRoutes);
  await app.register(authRoutes, { prefix: "/api/auth" });
  await app.register(accountRoutes, { prefix: "/api" });
  await app.register(accountPageRoutes, { prefix: "/api/account" });
  await app.register(familyRoutes, { prefix: "/api/family" });
  await app.register(journalRoutes, { prefix: "/api/journal" });
  await app.register(marketplaceRoutes, { prefix: "/api/marketplace/plans" });
  await app.register(groupRoutes, { prefix: "/api/groups" });
  await app.register(groupPlanRoutes, { prefix: "/api/groups" });
  await app.register(familySharingRoutes, { prefix: "/api/family/sharing" });
  await app.register(chatRoutes, { prefix: "/api/chat" });
  await app.register(contentRoutes, { prefix: "/api/weeks" });
  await app.register(progressRoutes, { prefix: "/api" });
  await app.register(fitnessRoutes, { prefix: "/api/fitness" });
  await app.register(dashboardRoutes, { prefix: "/api/dashboard" });
  await app.register(scriptureRoutes, { prefix: "/api/scripture" });
  await app.register(adminRoutes, { prefix: "/api/admin" });
  await app.register(paymentRoutes, { prefix: "/api" });
  await app.register(organizationRoutes, { prefix: "/api/organizations" });
  await app.register(organizationFamilyRoutes, { prefix: "/api/organizations" });
  await app.register(membershipRoutes, { prefix: "/api/memberships" });
  await app.register(publicOrganizationRoutes, { prefix: "/api/public/organizations" });
  await app.register(uploadRoutes);
  await app.register(adminUserRoutes, { prefix: "/api/admin/users" });
  await app.register(tokenRoutes, { prefix: "/.well-known" });
  await app.register(reminderRoutes, { prefix: "/api" });
  await app.register(testimonialRoutes, { prefix: "/api" });
}
