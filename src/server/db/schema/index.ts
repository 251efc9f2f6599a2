export * from "./enums.ts";
export * from "./auth.ts";
export * from "./content.ts";
export * from "./organizations.ts";
export * from "./people.ts";
export * from "./activity.ts";
export * from "./reminders.ts";
export * from "./uploads.ts";
