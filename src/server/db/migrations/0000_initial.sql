CREATE TYPE "public"."chat_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."group_member_role" AS ENUM('member', 'leader');--> statement-breakpoint
CREATE TYPE "public"."journal_entry_type" AS ENUM('reflection', 'fitness', 'other');--> statement-breakpoint
CREATE TYPE "public"."plan_category" AS ENUM('faith', 'leadership', 'relationships', 'personal-growth');--> statement-breakpoint
CREATE TYPE "public"."plan_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('pending', 'completed', 'refunded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('dad', 'son', 'admin');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"fitness_focus" text NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"equipment_needed" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_week_min" CHECK ("challenges"."week_number" >= 1),
	CONSTRAINT "challenges_difficulty_range" CHECK ("challenges"."difficulty" between 1 and 5),
	CONSTRAINT "challenges_duration_min" CHECK ("challenges"."duration_minutes" >= 1)
);
--> statement-breakpoint
CREATE TABLE "dads_corner" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_number" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dads_corner_week_min" CHECK ("dads_corner"."week_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "devotional_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_image_url" text,
	"duration_weeks" integer DEFAULT 1 NOT NULL,
	"category" "plan_category",
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" "plan_status" DEFAULT 'draft' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devotional_plans_duration_min" CHECK ("devotional_plans"."duration_weeks" >= 1),
	CONSTRAINT "devotional_plans_price_min" CHECK ("devotional_plans"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "devotionals" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_number" integer NOT NULL,
	"title" text NOT NULL,
	"scripture_reference" text NOT NULL,
	"content" text NOT NULL,
	"memory_verse" text,
	"discussion_questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devotionals_week_min" CHECK ("devotionals"."week_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "plan_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"week_number" integer NOT NULL,
	"devotional_id" integer,
	"challenge_id" integer,
	"dads_corner_id" integer,
	CONSTRAINT "plan_content_plan_week_unique" UNIQUE("plan_id","week_number"),
	CONSTRAINT "plan_content_week_min" CHECK ("plan_content"."week_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "family_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"dad_id" text NOT NULL,
	"son_id" text NOT NULL,
	"consent_recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"son_assistant_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_links_son_id_unique" UNIQUE("son_id"),
	CONSTRAINT "family_links_distinct" CHECK ("family_links"."dad_id" <> "family_links"."son_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" text NOT NULL,
	"default_commission_rate" numeric(5, 4) DEFAULT 0.12 NOT NULL,
	"stripe_account_id" text,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_created_by_unique" UNIQUE("created_by"),
	CONSTRAINT "organizations_stripe_account_id_unique" UNIQUE("stripe_account_id"),
	CONSTRAINT "organizations_commission_range" CHECK ("organizations"."default_commission_rate" >= 0 and "organizations"."default_commission_rate" <= 1)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"role" "user_role" DEFAULT 'dad' NOT NULL,
	"organization_id" integer,
	"selected_plan_id" integer,
	"plan_selected_at" timestamp with time zone,
	"avatar_url" text,
	"data_visibility" text DEFAULT 'private' NOT NULL,
	"shared_data_visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"role" "chat_role" NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" integer,
	"week_number" integer,
	"last_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_threads_week_min" CHECK ("chat_threads"."week_number" is null or "chat_threads"."week_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "dad_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_private" boolean DEFAULT true NOT NULL,
	"group_code" char(6) NOT NULL,
	"group_image_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dad_groups_group_code_unique" UNIQUE("group_code"),
	CONSTRAINT "dad_groups_code_format" CHECK ("dad_groups"."group_code" ~ '^[A-Z0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" "group_member_role" DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"week_number" integer,
	"is_private" boolean DEFAULT true NOT NULL,
	"entry_type" "journal_entry_type" DEFAULT 'reflection' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_week_min" CHECK ("journal_entries"."week_number" is null or "journal_entries"."week_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"week_number" integer NOT NULL,
	"devotional_completed" boolean DEFAULT false NOT NULL,
	"challenge_completed" boolean DEFAULT false NOT NULL,
	"journal_completed" boolean DEFAULT false NOT NULL,
	"reflection" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_user_week_unique" UNIQUE("user_id","week_number"),
	CONSTRAINT "progress_week_min" CHECK ("progress"."week_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"organization_id" integer,
	"price_paid_cents" integer NOT NULL,
	"app_commission_cents" integer NOT NULL,
	"organization_payout_cents" integer NOT NULL,
	"status" "purchase_status" DEFAULT 'pending' NOT NULL,
	"stripe_checkout_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_purchases_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "user_purchases_amounts_min" CHECK ("user_purchases"."price_paid_cents" >= 0 and "user_purchases"."app_commission_cents" >= 0 and "user_purchases"."organization_payout_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotional_plans" ADD CONSTRAINT "devotional_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_content" ADD CONSTRAINT "plan_content_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_content" ADD CONSTRAINT "plan_content_devotional_id_devotionals_id_fk" FOREIGN KEY ("devotional_id") REFERENCES "public"."devotionals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_content" ADD CONSTRAINT "plan_content_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_content" ADD CONSTRAINT "plan_content_dads_corner_id_dads_corner_id_fk" FOREIGN KEY ("dads_corner_id") REFERENCES "public"."dads_corner"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_dad_id_users_id_fk" FOREIGN KEY ("dad_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_son_id_users_id_fk" FOREIGN KEY ("son_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_selected_plan_id_devotional_plans_id_fk" FOREIGN KEY ("selected_plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dad_groups" ADD CONSTRAINT "dad_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_dad_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dad_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_plan_id_devotional_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."devotional_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_purchases" ADD CONSTRAINT "user_purchases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "challenges_week_idx" ON "challenges" USING btree ("week_number");--> statement-breakpoint
CREATE INDEX "dads_corner_week_idx" ON "dads_corner" USING btree ("week_number");--> statement-breakpoint
CREATE INDEX "devotional_plans_status_created_idx" ON "devotional_plans" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devotional_plans_organization_idx" ON "devotional_plans" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devotionals_week_idx" ON "devotionals" USING btree ("week_number");--> statement-breakpoint
CREATE INDEX "family_links_dad_id_idx" ON "family_links" USING btree ("dad_id");--> statement-breakpoint
CREATE INDEX "profiles_organization_id_idx" ON "profiles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_created_idx" ON "chat_messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_threads_user_updated_idx" ON "chat_threads" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "journal_entries_user_created_idx" ON "journal_entries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_entries_user_week_idx" ON "journal_entries" USING btree ("user_id","week_number");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_purchases_org_created_idx" ON "user_purchases" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_purchases_user_idx" ON "user_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_purchases_created_idx" ON "user_purchases" USING btree ("created_at" DESC NULLS LAST);