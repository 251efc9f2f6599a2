ALTER TABLE "profiles" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- A person who already chose a zone for his reminders keeps it as his family's clock.
UPDATE "profiles" SET "time_zone" = r."time_zone" FROM "reminder_settings" r WHERE r."user_id" = "profiles"."id";
