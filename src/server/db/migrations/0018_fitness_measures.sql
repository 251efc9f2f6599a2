ALTER TYPE "public"."fitness_unit" ADD VALUE 'centimetres';--> statement-breakpoint
CREATE TABLE "family_measures" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"label" text NOT NULL,
	"measure_name" text GENERATED ALWAYS AS (lower(label)) STORED NOT NULL,
	"unit" "fitness_unit" NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_measures_family_measure_unique" UNIQUE("family_id","measure_name","unit")
);
--> statement-breakpoint
ALTER TABLE "fitness_results" DROP CONSTRAINT "fitness_results_person_challenge_plan_week_unique";--> statement-breakpoint
ALTER TABLE "fitness_results" ALTER COLUMN "challenge_title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "measures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fitness_results" ADD COLUMN "measure_name" text GENERATED ALWAYS AS (lower(measure_label)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "family_measures" ADD CONSTRAINT "family_measures_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_measures" ADD CONSTRAINT "family_measures_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitness_results" ADD CONSTRAINT "fitness_results_person_plan_week_measure_unique" UNIQUE NULLS NOT DISTINCT("user_id","plan_id","week_number","challenge_id","measure_name","unit");--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_measures_list" CHECK (jsonb_typeof("challenges"."measures") = 'array');--> statement-breakpoint
-- data moves
-- A challenge's one measure becomes the first of its list (the old columns go in the next migration).
UPDATE "challenges" SET "measures" = jsonb_build_array(jsonb_build_object(
    'unit', "measure_unit"::text,
    'label', "measure_label",
    'targets', jsonb_build_object('standard', "target_standard", 'easier', "target_easier", 'harder', "target_harder")))
  WHERE "measure_unit" IS NOT NULL AND "measures" = '[]'::jsonb;--> statement-breakpoint
-- The launch library's fitness test names four measurements: on installs seeded before this migration, the
-- platform's own "Measure Your Stature" and "Measure Again" count all four (new installs get them from the seed),
-- unless someone already gave them other measures.
UPDATE "challenges" SET "measures" = '[
    {"unit": "repetitions", "label": "Push-ups", "targets": {"standard": null, "easier": null, "harder": null}},
    {"unit": "seconds", "label": "Forearm plank", "targets": {"standard": null, "easier": null, "harder": null}},
    {"unit": "centimetres", "label": "Standing long jump", "targets": {"standard": null, "easier": null, "harder": null}},
    {"unit": "centimetres", "label": "Sit and reach", "targets": {"standard": null, "easier": null, "harder": null}}
  ]'::jsonb
  WHERE "organization_id" IS NULL AND "title" IN ('Measure Your Stature', 'Measure Again')
    AND ("measures" = '[]'::jsonb OR "measures" = '[{"unit": "repetitions", "label": "Push-ups", "targets": {"standard": null, "easier": null, "harder": null}}]'::jsonb);--> statement-breakpoint
-- Its sit-and-reach is read from a tape laid at the heels, so a reach short of the toes is still a number to log.
UPDATE "challenges" SET "description" = replace("description",
    '5. Sit and reach (2 min): sit with your legs straight and reach toward your toes. Measure how far past (or short of) your toes your fingertips reach.',
    '5. Sit and reach (2 min): sit with your legs straight and your heels on a line, and lay a tape measure between your legs with its 50 cm mark on the line. Reach forward slowly and read the mark under your fingertips (reaching your heels reads 50). Best of three.')
  WHERE "organization_id" IS NULL AND "title" = 'Measure Your Stature';--> statement-breakpoint
-- The editor's documents (a published plan's draft, every published version) carry a challenge as the editor wrote
-- it: its measure fields become the same list.
CREATE FUNCTION pg_temp.strongbond_challenge_measures(challenge jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN challenge ? 'measures' THEN challenge ELSE
    (challenge - 'measureUnit' - 'measureLabel' - 'targetStandard' - 'targetEasier' - 'targetHarder')
    || jsonb_build_object('measures', CASE WHEN coalesce(challenge->>'measureUnit', '') = '' THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object(
      'unit', challenge->'measureUnit',
      'label', coalesce(challenge->'measureLabel', '""'::jsonb),
      'targets', jsonb_build_object(
        'standard', coalesce(challenge->'targetStandard', 'null'::jsonb),
        'easier', coalesce(challenge->'targetEasier', 'null'::jsonb),
        'harder', coalesce(challenge->'targetHarder', 'null'::jsonb)))) END)
  END
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.strongbond_document_measures(document jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(document->'weeks') = 'array' THEN jsonb_set(document, '{weeks}', coalesce((
    SELECT jsonb_agg(CASE WHEN jsonb_typeof(week->'challenge') = 'object'
      THEN jsonb_set(week, '{challenge}', pg_temp.strongbond_challenge_measures(week->'challenge')) ELSE week END ORDER BY position)
    FROM jsonb_array_elements(document->'weeks') WITH ORDINALITY AS weeks(week, position)), '[]'::jsonb)) ELSE document END
$$;--> statement-breakpoint
UPDATE "devotional_plans" SET "draft" = pg_temp.strongbond_document_measures("draft") WHERE "draft" IS NOT NULL;--> statement-breakpoint
UPDATE "plan_versions" SET "snapshot" = pg_temp.strongbond_document_measures("snapshot");--> statement-breakpoint
DROP FUNCTION pg_temp.strongbond_document_measures(jsonb);--> statement-breakpoint
DROP FUNCTION pg_temp.strongbond_challenge_measures(jsonb);
