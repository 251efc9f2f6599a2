CREATE TABLE "sponsored_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"dad_id" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsored_seats_org_plan_dad_unique" UNIQUE("organization_id","plan_id","dad_id")
);
--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD COLUMN "members_link_token" text;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD COLUMN "sponsor_organization_id" integer;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD COLUMN "sponsored_seats" integer;--> statement-breakpoint
ALTER TABLE "sponsored_seats" ADD CONSTRAINT "sponsored_seats_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsored_seats" ADD CONSTRAINT "sponsored_seats_membership_fk" FOREIGN KEY ("organization_id","dad_id") REFERENCES "public"."organization_families"("organization_id","dad_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsored_seats_plan_dad_idx" ON "sponsored_seats" USING btree ("plan_id","dad_id");--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_sponsor_organization_id_organizations_id_fk" FOREIGN KEY ("sponsor_organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_purchases_sponsor_plan_idx" ON "user_purchases" USING btree ("sponsor_organization_id","plan_id");--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD CONSTRAINT "devotional_plans_members_link_token_unique" UNIQUE("members_link_token");--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_sponsorship_shape" CHECK (("user_purchases"."sponsor_organization_id" is null and "user_purchases"."sponsored_seats" is null) or ("user_purchases"."sponsor_organization_id" is not null and "user_purchases"."sponsored_seats" >= 1));