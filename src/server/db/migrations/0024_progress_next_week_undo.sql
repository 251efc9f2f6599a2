ALTER TABLE "plan_runs" ADD COLUMN "undo_starts_on" date;--> statement-breakpoint
ALTER TABLE "plan_runs" ADD COLUMN "undo_schedule_set_on" date;--> statement-breakpoint
ALTER TABLE "plan_runs" ADD COLUMN "undo_until" timestamp with time zone;