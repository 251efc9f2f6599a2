ALTER TABLE "two_factors" ADD COLUMN "last_totp_step" bigint;
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"confirm_token_hash" text,
	"cancel_token_hash" text,
	"link_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"new_address_confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "email_changes_cancel_token_hash_unique" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "email_changes_user_id_idx" ON "email_changes" USING btree ("user_id");
--> statement-breakpoint
-- Changes asked the old way (Better Auth's signed link, remembered in verifications) end here: those links are refused now.
DELETE FROM "verifications" WHERE "identifier" LIKE 'pending-email-change:%';
--> statement-breakpoint
-- Keys made before rotation was configured never expired: they are replaced 30 days after they were made (JWKS_ROTATION_DAYS' default).
UPDATE "jwks" SET "expires_at" = "created_at" + interval '30 days' WHERE "expires_at" IS NULL;
