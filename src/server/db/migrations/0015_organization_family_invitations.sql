CREATE TABLE "organization_family_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"email" text,
	"link_token" text,
	"token_hash" text NOT NULL,
	"follow_up_token_hash" text,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_family_invitations_link_token_unique" UNIQUE("link_token"),
	CONSTRAINT "organization_family_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "organization_family_invitations_follow_up_token_hash_unique" UNIQUE("follow_up_token_hash"),
	CONSTRAINT "organization_family_invitations_kind" CHECK (("organization_family_invitations"."email" is null) = ("organization_family_invitations"."link_token" is not null))
);
--> statement-breakpoint
ALTER TABLE "organization_family_invitations" ADD CONSTRAINT "organization_family_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_family_invitations" ADD CONSTRAINT "organization_family_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_family_invitations_org_idx" ON "organization_family_invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_family_invitations_follow_up_idx" ON "organization_family_invitations" USING btree ("created_at") WHERE "organization_family_invitations"."email" is not null and "organization_family_invitations"."reminded_at" is null and "organization_family_invitations"."accepted_at" is null and "organization_family_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_family_invitations_org_email_unique" ON "organization_family_invitations" USING btree ("organization_id","email");