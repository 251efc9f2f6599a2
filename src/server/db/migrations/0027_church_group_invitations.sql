CREATE TABLE "family_invitation_groups" (
	"invitation_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_family_invitations" ADD COLUMN "short_code" text;--> statement-breakpoint
ALTER TABLE "organization_family_invitations" ADD COLUMN "for_group" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "family_invitation_groups" ADD CONSTRAINT "family_invitation_groups_invitation_id_organization_family_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."organization_family_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invitation_groups" ADD CONSTRAINT "family_invitation_groups_group_id_dad_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dad_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_invitation_groups_group_idx" ON "family_invitation_groups" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "organization_family_invitations" ADD CONSTRAINT "organization_family_invitations_short_code_unique" UNIQUE("short_code");--> statement-breakpoint
ALTER TABLE "organization_family_invitations" ADD CONSTRAINT "organization_family_invitations_short_code_on_links" CHECK ("organization_family_invitations"."short_code" is null or "organization_family_invitations"."link_token" is not null);