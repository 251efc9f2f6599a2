CREATE TABLE "encouragements" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"sent_on" date NOT NULL,
	"message" text NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encouragements_once_a_day" UNIQUE("from_user_id","to_user_id","sent_on")
);
--> statement-breakpoint
CREATE TABLE "plan_run_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_run_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_run_pauses_reason" CHECK ("plan_run_pauses"."reason" in ('holiday', 'illness', 'other')),
	CONSTRAINT "plan_run_pauses_order" CHECK ("plan_run_pauses"."ends_on" is null or "plan_run_pauses"."ends_on" >= "plan_run_pauses"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_once" UNIQUE("user_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"weekday" integer NOT NULL,
	"hour" integer NOT NULL,
	"minute" integer DEFAULT 0 NOT NULL,
	"time_zone" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"recap" boolean DEFAULT true NOT NULL,
	"next_due_at" timestamp with time zone,
	"unanswered_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stopped_reason" text,
	"consent_by" text,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_weekday" CHECK ("reminder_settings"."weekday" between 0 and 6),
	CONSTRAINT "reminder_settings_hour" CHECK ("reminder_settings"."hour" between 0 and 23),
	CONSTRAINT "reminder_settings_minute" CHECK ("reminder_settings"."minute" between 0 and 59),
	CONSTRAINT "reminder_settings_channel" CHECK ("reminder_settings"."channel" in ('email', 'push', 'both'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "encouragements" ADD CONSTRAINT "encouragements_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encouragements" ADD CONSTRAINT "encouragements_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_run_pauses" ADD CONSTRAINT "plan_run_pauses_plan_run_id_plan_runs_id_fk" FOREIGN KEY ("plan_run_id") REFERENCES "public"."plan_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_consent_by_users_id_fk" FOREIGN KEY ("consent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "encouragements_to_idx" ON "encouragements" USING btree ("to_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_run_pauses_run_idx" ON "plan_run_pauses" USING btree ("plan_run_id","starts_on");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_settings_due_idx" ON "reminder_settings" USING btree ("next_due_at") WHERE "reminder_settings"."enabled" and "reminder_settings"."stopped_at" is null;