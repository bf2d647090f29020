-- Issue 44: self-service password reset. One live link or SMS code per user (a new request deletes the older
-- one, a reset deletes them all), stored as a SHA-256 only, valid 30 minutes; `password_stamp` (a hash of the
-- password hash at issue) voids the token once the password changes by any way.
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"token_hash" text NOT NULL,
	"password_stamp" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_channel_check" CHECK ("channel" in ('mail', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");
--> statement-breakpoint
-- Attempt budgets that are no address's (a reset request spends its account's budget only; the address has the
-- endpoint's rate limit): their attempts have no IP and never count toward an IP's login budget.
ALTER TABLE "login_attempts" ALTER COLUMN "ip" DROP NOT NULL;
