ALTER TABLE "users" ADD COLUMN "access_reset_by_dad_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "held_at" timestamp with time zone;