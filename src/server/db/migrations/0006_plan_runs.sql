-- Plan runs: progress belongs to the family's run of a plan (user, plan run, week), each item says who or what
-- completed it, and the family follows one schedule (the run's start date).
CREATE TYPE "public"."progress_source" AS ENUM('person', 'journal', 'fitness_log');--> statement-breakpoint
CREATE TABLE "plan_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" integer,
	"starts_on" date NOT NULL,
	"schedule_set_on" date DEFAULT CURRENT_DATE NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_runs_user_plan_unique" UNIQUE NULLS NOT DISTINCT("user_id","plan_id")
);
--> statement-breakpoint
ALTER TABLE "plan_runs" ADD CONSTRAINT "plan_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_runs" ADD CONSTRAINT "plan_runs_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_runs_plan_idx" ON "plan_runs" USING btree ("plan_id");--> statement-breakpoint
ALTER TABLE "progress" ADD COLUMN "plan_run_id" integer;--> statement-breakpoint
ALTER TABLE "progress" ADD COLUMN "devotional_source" "progress_source";--> statement-breakpoint
ALTER TABLE "progress" ADD COLUMN "challenge_source" "progress_source";--> statement-breakpoint
ALTER TABLE "progress" ADD COLUMN "journal_source" "progress_source";--> statement-breakpoint
-- Whose run each person's rows join: a son on a confirmed link follows his dad's plan, so his rows join his
-- dad's run; everyone else owns his own. The plan is the owner's selected plan (null: the general weeks).
CREATE TEMPORARY TABLE "progress_owner_0006" AS
	SELECT p.id AS user_id,
	       coalesce((SELECT fl.dad_id FROM family_links fl WHERE fl.son_id = p.id AND fl.confirmed_at IS NOT NULL ORDER BY fl.id LIMIT 1), p.id) AS owner_id
	FROM profiles p;--> statement-breakpoint
-- A run for every owner with a selected plan, and for every owner whose family has progress rows (a family's
-- current plan becomes its run). Its start date keeps the owner's current week where it was: the first week of
-- the plan he had not completed (the old dashboard rule) is this week.
INSERT INTO "plan_runs" ("user_id", "plan_id", "starts_on")
SELECT o.owner_id, op.selected_plan_id,
       current_date - 7 * (coalesce((
         SELECT min(w) FROM generate_series(1, coalesce(dp.duration_weeks, 52)) w
         WHERE NOT EXISTS (SELECT 1 FROM progress pr WHERE pr.user_id = o.owner_id AND pr.week_number = w
                             AND pr.devotional_completed AND pr.challenge_completed AND pr.journal_completed)
       ), least(coalesce(dp.duration_weeks, 52) + 1, 52)) - 1)
FROM (SELECT DISTINCT owner_id FROM "progress_owner_0006" po
       WHERE EXISTS (SELECT 1 FROM progress pr WHERE pr.user_id = po.user_id)
          OR EXISTS (SELECT 1 FROM profiles pp WHERE pp.id = po.owner_id AND pp.selected_plan_id IS NOT NULL)) o
JOIN profiles op ON op.id = o.owner_id
LEFT JOIN devotional_plans dp ON dp.id = op.selected_plan_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A user with progress but no profile (never expected) owns a general run of his own.
INSERT INTO "plan_runs" ("user_id", "plan_id", "starts_on")
SELECT DISTINCT pr.user_id, NULL::integer, current_date FROM progress pr
WHERE NOT EXISTS (SELECT 1 FROM "progress_owner_0006" po WHERE po.user_id = pr.user_id)
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "progress" pr SET "plan_run_id" = r.id
FROM "plan_runs" r, profiles op, "progress_owner_0006" po
WHERE po.user_id = pr.user_id AND op.id = po.owner_id AND r.user_id = po.owner_id AND r.plan_id IS NOT DISTINCT FROM op.selected_plan_id;--> statement-breakpoint
UPDATE "progress" pr SET "plan_run_id" = r.id
FROM "plan_runs" r
WHERE pr.plan_run_id IS NULL AND r.user_id = pr.user_id AND r.plan_id IS NULL;--> statement-breakpoint
-- Every tick kept so far is counted as the person's own: the journal may complete an item, never take one away,
-- and nothing here can tell an old tick from an old recompute.
UPDATE "progress" SET
	"devotional_source" = CASE WHEN "devotional_completed" THEN 'person'::progress_source END,
	"challenge_source" = CASE WHEN "challenge_completed" THEN 'person'::progress_source END,
	"journal_source" = CASE WHEN "journal_completed" THEN 'person'::progress_source END;--> statement-breakpoint
ALTER TABLE "progress" ALTER COLUMN "plan_run_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "progress" DROP CONSTRAINT "progress_user_week_unique";--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_plan_run_id_plan_runs_id_fk" FOREIGN KEY ("plan_run_id") REFERENCES "public"."plan_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_run_week_unique" UNIQUE("user_id","plan_run_id","week_number");--> statement-breakpoint
CREATE INDEX "progress_run_week_idx" ON "progress" USING btree ("plan_run_id","week_number");--> statement-breakpoint
DROP TABLE "progress_owner_0006";
