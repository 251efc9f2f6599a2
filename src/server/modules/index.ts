// Every API area registers its routes here (one line each).
import type { App } from "../app.ts";
import { registerAuthRoutes } from "./identity/better-auth.routes.ts";
import { registerAccountRoutes } from "./identity/identity.routes.ts";
import { registerAccountPageRoutes } from "./identity/account-page.routes.ts";
import { registerSystemRoutes } from "./system/system.routes.ts";
import { registerFamilyRoutes } from "./family/family.routes.ts";
import { registerJournalRoutes } from "./journal/journal.routes.ts";
import { registerMarketplaceRoutes } from "./marketplace/marketplace.routes.ts";
import { registerGroupRoutes } from "./groups/groups.routes.ts";
import { registerChatRoutes } from "./chat/chat.routes.ts";
import { registerContentRoutes } from "./content/content.routes.ts";
import { registerProgressRoutes } from "./progress/progress.routes.ts";
import { registerDashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { registerScriptureRoutes } from "./scripture/scripture.routes.ts";
import { registerAdminRoutes } from "./admin/admin.routes.ts";
import { registerPaymentRoutes } from "./payments/payments.routes.ts";
import { registerOrganizationRoutes } from "./organizations/organizations.routes.ts";
import { registerUploadRoutes } from "./uploads/uploads.routes.ts";
import { registerAdminUserRoutes } from "./admin/admin-users.routes.ts";
import { registerTokenRoutes } from "./identity/jwks.routes.ts";
import { registerFitnessRoutes } from "./fitness/fitness.routes.ts";
import { registerReminderRoutes } from "./reminders/reminders.routes.ts";

export async function registerModules(app: App): Promise<void> {
  await registerSystemRoutes(app);
  await registerAuthRoutes(app);
  await registerAccountRoutes(app);
  await registerAccountPageRoutes(app);
  await registerFamilyRoutes(app);
  await registerJournalRoutes(app);
  await registerMarketplaceRoutes(app);
  await registerGroupRoutes(app);
  await registerChatRoutes(app);
  await registerContentRoutes(app);
  await registerProgressRoutes(app);
  await registerFitnessRoutes(app);
  await registerDashboardRoutes(app);
  await registerScriptureRoutes(app);
  await registerAdminRoutes(app);
  await registerPaymentRoutes(app);
  await registerOrganizationRoutes(app);
  await registerUploadRoutes(app);
  await registerAdminUserRoutes(app);
  await registerTokenRoutes(app);
  await registerReminderRoutes(app);
}
