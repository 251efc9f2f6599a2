CREATE TABLE "stripe_charge_facts" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"dispute_status" text,
	"disputed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_charge_facts_amounts_min" CHECK ("stripe_charge_facts"."refunded_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "archived_at" timestamp with time zone;
