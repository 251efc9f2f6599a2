// What migrateDatabase installs after the drizzle migrations, in this order: db/ knows none of it.
import type { SchemaInstaller } from "./db/client.ts";
import { jobQueueInstaller } from "./jobs/job-queue.ts";
import { announcementsInstaller } from "./platform/announcements.ts";

export const SCHEMA_INSTALLERS: readonly SchemaInstaller[] = [jobQueueInstaller, announcementsInstaller];
