CREATE TYPE "public"."fitness_unit" AS ENUM('repetitions', 'seconds', 'minutes', 'distance', 'rounds');--> statement-breakpoint
CREATE TYPE "public"."fitness_version" AS ENUM('standard', 'easier', 'harder');--> statement-breakpoint
CREATE TABLE "fitness_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"challenge_id" integer,
	"plan_id" integer,
	"week_number" integer NOT NULL,
	"challenge_title" text NOT NULL,
	"measure_label" text NOT NULL,
	"unit" "fitness_unit" NOT NULL,
	"version" "fitness_version" DEFAULT 'standard' NOT NULL,
	"value" double precision NOT NULL,
	"logged_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitness_results_person_challenge_plan_week_unique" UNIQUE NULLS NOT DISTINCT("user_id","challenge_id","plan_id","week_number"),
	CONSTRAINT "fitness_results_week_min" CHECK ("fitness_results"."week_number" >= 1),
	CONSTRAINT "fitness_results_value_min" CHECK ("fitness_results"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "measure_unit" "fitness_unit";--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "measure_label" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "target_standard" double precision;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "target_easier" double precision;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "target_harder" double precision;--> statement-breakpoint
ALTER TABLE "fitness_results" ADD CONSTRAINT "fitness_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_results" ADD CONSTRAINT "fitness_results_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_results" ADD CONSTRAINT "fitness_results_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_results" ADD CONSTRAINT "fitness_results_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_measure_complete" CHECK (("challenges"."measure_unit" is null and "challenges"."measure_label" is null and "challenges"."target_standard" is null and "challenges"."target_easier" is null and "challenges"."target_harder" is null) or ("challenges"."measure_unit" is not null and "challenges"."measure_label" is not null));--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_targets_min" CHECK (coalesce("challenges"."target_standard", 0) >= 0 and coalesce("challenges"."target_easier", 0) >= 0 and coalesce("challenges"."target_harder", 0) >= 0);--> statement-breakpoint
-- The launch library's challenges that ask to "measure and compare" get their measure on installs seeded before
-- this migration (new installs get it from the seed). Only the platform's own rows, only where none was set.
UPDATE "challenges" SET "measure_unit" = 'repetitions', "measure_label" = 'Push-ups'
  WHERE "organization_id" IS NULL AND "measure_unit" IS NULL AND "title" IN ('Measure Your Stature', 'Measure Again');--> statement-breakpoint
UPDATE "challenges" SET "measure_unit" = 'rounds', "measure_label" = 'Run-walk intervals', "target_standard" = 8, "target_easier" = 6, "target_harder" = 10
  WHERE "organization_id" IS NULL AND "measure_unit" IS NULL AND "title" = 'So Run';--> statement-breakpoint
UPDATE "challenges" SET "measure_unit" = 'repetitions', "measure_label" = 'Top rung', "target_easier" = 5
  WHERE "organization_id" IS NULL AND "measure_unit" IS NULL AND "title" = 'Brick by Brick Push-Up Ladder';
