-- Issue 44: a member's role per account is admin, operator or viewer; the former 'member' did everything but
-- manage users, which is an operator's work.
ALTER TABLE "memberships" ALTER COLUMN "role" SET DEFAULT 'operator';--> statement-breakpoint
UPDATE "memberships" SET "role" = 'operator' WHERE "role" = 'member';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_check" CHECK ("role" IN ('admin', 'operator', 'viewer'));--> statement-breakpoint
-- An invitation names each account it grants (the inviting account and/or its subordinate accounts) and the
-- role in each; accepting it grants exactly these memberships.
CREATE TABLE "user_invitation_grants" (
	"invitation_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_invitation_grants_pk" PRIMARY KEY("invitation_id","account_id"),
	CONSTRAINT "user_invitation_grants_role_check" CHECK ("role" IN ('admin', 'operator', 'viewer'))
);--> statement-breakpoint
ALTER TABLE "user_invitation_grants" ADD CONSTRAINT "user_invitation_grants_invitation_id_user_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."user_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitation_grants" ADD CONSTRAINT "user_invitation_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "user_invitation_grants" ("invitation_id", "account_id", "role")
SELECT "id", "account_id", 'operator' FROM "user_invitations";
