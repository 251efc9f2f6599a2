-- The plan studio: the editor's version for optimistic concurrency, the public review,
-- the draft of a published plan and the history of published versions. Nothing is dropped or rewritten: plans
-- already published (or archived) count as approved, so families keep them and their owners are not sent to review.
ALTER TABLE "devotional_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD COLUMN "review_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD CONSTRAINT "devotional_plans_review_state" CHECK ("devotional_plans"."review_state" in ('none', 'pending', 'returned'));--> statement-breakpoint
UPDATE "devotional_plans" SET "approved_at" = "updated_at" WHERE "status" <> 'draft';--> statement-breakpoint
CREATE TABLE "plan_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"version_number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_versions_plan_version_unique" UNIQUE("plan_id","version_number")
);
--> statement-breakpoint
ALTER TABLE "plan_versions" ADD CONSTRAINT "plan_versions_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_versions" ADD CONSTRAINT "plan_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devotional_plans_review_idx" ON "devotional_plans" ("review_requested_at") WHERE "review_state" = 'pending';
