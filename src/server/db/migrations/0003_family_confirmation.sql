ALTER TABLE "family_links" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "son_age_band" text DEFAULT '13_plus' NOT NULL;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_confirmation_token_hash_unique" UNIQUE("confirmation_token_hash");--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_son_age_band" CHECK ("family_links"."son_age_band" in ('under_13', '13_plus'));--> statement-breakpoint
-- Data move: links to a generated family address are confirmed (no mailbox could answer); links to an address the dad
-- typed wait for its holder (the dad can send the confirmation mail again from /family).
UPDATE "family_links" SET "confirmed_at" = "family_links"."created_at" FROM "users" WHERE "users"."id" = "family_links"."son_id" AND "users"."email" LIKE '%@family.strongbond.app';
