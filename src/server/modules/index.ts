// Every API area registers its routes here (one line each).
import type { App } from "../app.ts";
import { registerAuthRoutes } from "./accounts/auth-handler.routes.ts";
import { registerAccountRoutes } from "./accounts/accounts.routes.ts";
import { registerSystemRoutes } from "./system/system.routes.ts";
import { registerFamilyRoutes } from "./family/family.routes.ts";
import { registerJournalRoutes } from "./journal/journal.routes.ts";
import { registerMarketplaceRoutes } from "./marketplace/marketplace.routes.ts";
import { registerGroupRoutes } from "./groups/groups.routes.ts";

export async function registerModules(app: App): Promise<void> {
  await registerSystemRoutes(app);
  await registerAuthRoutes(app);
  await registerAccountRoutes(app);
  await registerFamilyRoutes(app);
  await registerJournalRoutes(app);
  await registerMarketplaceRoutes(app);
  await registerGroupRoutes(app);
}
