CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_purchases" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "user_purchases_plan_user_idx" ON "user_purchases" USING btree ("plan_id","user_id");--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id");--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_split_sum" CHECK ("user_purchases"."app_commission_cents" + "user_purchases"."organization_payout_cents" = "user_purchases"."price_paid_cents");--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_refunded_range" CHECK ("user_purchases"."refunded_cents" >= 0 and "user_purchases"."refunded_cents" <= "user_purchases"."price_paid_cents");