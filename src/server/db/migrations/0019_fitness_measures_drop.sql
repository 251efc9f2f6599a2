ALTER TABLE "challenges" DROP CONSTRAINT "challenges_measure_complete";--> statement-breakpoint
ALTER TABLE "challenges" DROP CONSTRAINT "challenges_targets_min";--> statement-breakpoint
ALTER TABLE "challenges" DROP COLUMN "measure_unit";--> statement-breakpoint
ALTER TABLE "challenges" DROP COLUMN "measure_label";--> statement-breakpoint
ALTER TABLE "challenges" DROP COLUMN "target_standard";--> statement-breakpoint
ALTER TABLE "challenges" DROP COLUMN "target_easier";--> statement-breakpoint
ALTER TABLE "challenges" DROP COLUMN "target_harder";