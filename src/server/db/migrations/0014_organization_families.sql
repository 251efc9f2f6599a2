CREATE TABLE "organization_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"dad_id" text NOT NULL,
	"shares_progress" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "slug" text;--> statement-breakpoint
-- Every existing organization gets a slug from its name; a name two organizations share gets the id appended.
UPDATE "organizations" AS o SET "slug" = CASE WHEN named.rn = 1 THEN named.base ELSE named.base || '-' || o.id END
FROM (
	SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY id) AS rn
	FROM (
		SELECT id, coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'organization') AS base
		FROM "organizations"
	) AS bases
) AS named
WHERE named.id = o.id;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_families" ADD CONSTRAINT "organization_families_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_families" ADD CONSTRAINT "organization_families_dad_id_users_id_fk" FOREIGN KEY ("dad_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_families_org_dad_unique" ON "organization_families" USING btree ("organization_id","dad_id");--> statement-breakpoint
CREATE INDEX "organization_families_dad_idx" ON "organization_families" USING btree ("dad_id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_slug_format" CHECK ("organizations"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');