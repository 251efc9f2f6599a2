ALTER TABLE "reminder_settings" DROP CONSTRAINT "reminder_settings_channel";--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "channels" text[] DEFAULT '{email}'::text[] NOT NULL;--> statement-breakpoint
-- Every saved choice carried over before the old column goes: "both" is the two channels, the others themselves.
UPDATE "reminder_settings" SET "channels" = CASE "channel" WHEN 'both' THEN ARRAY['email', 'push']::text[] ELSE ARRAY["channel"]::text[] END;--> statement-breakpoint
ALTER TABLE "reminder_settings" DROP COLUMN "channel";--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_channels" CHECK (cardinality("reminder_settings"."channels") > 0 and "reminder_settings"."channels" <@ array['email', 'push']::text[]);