CREATE TABLE "group_post_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_post_reports_post_reporter_unique" UNIQUE("post_id","reporter_id"),
	CONSTRAINT "group_post_reports_reason_length" CHECK (char_length("group_post_reports"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"week_number" integer NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_posts_week_min" CHECK ("group_posts"."week_number" >= 1),
	CONSTRAINT "group_posts_body_length" CHECK (char_length("group_posts"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "son_in_group_conversations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dad_groups" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "dad_groups" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "dad_groups" ADD COLUMN "plan_starts_on" date;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "shares_progress" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_post_reports" ADD CONSTRAINT "group_post_reports_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_reports" ADD CONSTRAINT "group_post_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_reports" ADD CONSTRAINT "group_post_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_group_id_dad_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dad_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_post_reports_reporter_created_idx" ON "group_post_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "group_posts_group_week_idx" ON "group_posts" USING btree ("group_id","week_number","created_at");--> statement-breakpoint
CREATE INDEX "group_posts_group_author_created_idx" ON "group_posts" USING btree ("group_id","author_id","created_at");--> statement-breakpoint
ALTER TABLE "dad_groups" ADD CONSTRAINT "dad_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dad_groups" ADD CONSTRAINT "dad_groups_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dad_groups_organization_idx" ON "dad_groups" USING btree ("organization_id");