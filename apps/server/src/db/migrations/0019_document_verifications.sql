CREATE TABLE "document_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_no" text NOT NULL,
	"version" integer NOT NULL,
	"endorsement_no" text,
	"token" text NOT NULL,
	"short_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_verifications" ADD CONSTRAINT "document_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_verifications_token_idx" ON "document_verifications" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "document_verifications_short_code_idx" ON "document_verifications" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "document_verifications_version_idx" ON "document_verifications" USING btree ("kind","document_no","version");--> statement-breakpoint
CREATE INDEX "document_verifications_account_idx" ON "document_verifications" USING btree ("account_id");
