CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"city" text NOT NULL,
	"words" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_user_plan_unique" UNIQUE("user_id","plan_id"),
	CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "testimonials_words_length" CHECK (char_length("testimonials"."words") between 20 and 400)
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_status_reviewed_idx" ON "testimonials" USING btree ("status","reviewed_at");