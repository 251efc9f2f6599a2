CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "uploads_kind" CHECK ("uploads"."kind" in ('avatar', 'cover', 'group'))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_uploaded_by_idx" ON "uploads" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "uploads_live_idx" ON "uploads" USING btree ("uploaded_at") WHERE "uploads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "uploads_to_remove_idx" ON "uploads" USING btree ("deleted_at") WHERE "uploads"."deleted_at" is not null and "uploads"."removed_at" is null;--> statement-breakpoint
-- data moves
-- Every image already in use gets its row (an upload lives only while something uses it): pictures (their owner as
-- the uploader), covers of plans, of their drafts and of their published versions, and group images. A stored file
-- nothing refers to gets none and answers 404 from now on.
INSERT INTO "uploads" ("key", "kind", "uploaded_by")
SELECT substring("url" from 10), "kind", "owner" FROM (
  SELECT "image" AS "url", 'avatar' AS "kind", "id" AS "owner", 1 AS "rank" FROM "users"
  UNION ALL SELECT "avatar_url", 'avatar', "id", 2 FROM "profiles"
  UNION ALL SELECT "cover_image_url", 'cover', NULL, 3 FROM "devotional_plans"
  UNION ALL SELECT "draft"->'details'->>'coverImageUrl', 'cover', NULL, 4 FROM "devotional_plans"
  UNION ALL SELECT "snapshot"->'details'->>'coverImageUrl', 'cover', NULL, 5 FROM "plan_versions"
  UNION ALL SELECT "group_image_url", 'group', NULL, 6 FROM "dad_groups"
) AS "found"
WHERE "url" ~ '^/uploads/[a-f0-9]{64}\.webp$'
ORDER BY "rank"
ON CONFLICT ("key") DO NOTHING;
