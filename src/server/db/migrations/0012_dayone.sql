-- Day one: the session of each account's first visit, so the first visit is greeted
-- "Welcome" and later ones "Welcome back". Accounts that have visited already are marked as such: every dad and
-- admin (registration signs a dad in; admins are made by hand or config), and any son with a session, a tick or
-- a journal entry. A son his dad registered who never signed in stays unmarked: his first sign-in is his first visit.
CREATE TABLE "first_visits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_visits" ADD CONSTRAINT "first_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "first_visits" ("user_id", "session_id")
SELECT p."id", 'earlier-visit' FROM "profiles" p
 WHERE p."role" <> 'son'
    OR EXISTS (SELECT 1 FROM "sessions" s WHERE s."user_id" = p."id")
    OR EXISTS (SELECT 1 FROM "progress" pr WHERE pr."user_id" = p."id")
    OR EXISTS (SELECT 1 FROM "journal_entries" j WHERE j."user_id" = p."id")
ON CONFLICT ("user_id") DO NOTHING;--> statement-breakpoint
-- The launch library's covers without the title drawn in (the cards print the title; the image cropped it): new
-- names, since covers are cached for a year under their name. Only the four seeded covers; anything else is kept.
UPDATE "devotional_plans" SET "cover_image_url" = replace("cover_image_url", '-v1.svg', '-v2.svg')
 WHERE "cover_image_url" IN ('/covers/a-fathers-legacy-v1.svg', '/covers/knit-together-v1.svg', '/covers/rise-up-and-build-v1.svg', '/covers/wisdom-and-stature-v1.svg');
