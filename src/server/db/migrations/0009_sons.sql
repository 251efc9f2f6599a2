-- A son's own sign-in, his dad's temporary password, and the dad's say over his young son's groups and over how
-- other families see his son. Nothing existing is removed or rewritten.
ALTER TABLE "users" ADD COLUMN "password_set_by_dad" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "family_sign_in_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_family_sign_in_name_unique" UNIQUE("family_sign_in_name");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_family_sign_in_name_format" CHECK ("users"."family_sign_in_name" ~ '^[a-z][a-z0-9-]{2,23}$');--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "son_full_name_in_groups" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "son_sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"son_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "son_sign_in_links_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "son_sign_in_links" ADD CONSTRAINT "son_sign_in_links_son_id_users_id_fk" FOREIGN KEY ("son_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "son_sign_in_links_son_id_idx" ON "son_sign_in_links" USING btree ("son_id");--> statement-breakpoint
CREATE TABLE "group_join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"son_id" text NOT NULL,
	"group_id" integer,
	"group_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_join_requests_son_group_unique" UNIQUE("son_id","group_id")
);--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_son_id_users_id_fk" FOREIGN KEY ("son_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_group_id_dad_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dad_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_join_requests_son_id_idx" ON "group_join_requests" USING btree ("son_id");
