CREATE SEQUENCE "public"."correction_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"correction_no" text NOT NULL,
	"correction_type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"request_key" text NOT NULL,
	"policy_no" text NOT NULL,
	"product_code" text NOT NULL,
	"insured_name" text NOT NULL,
	"insurance_begin_date" date NOT NULL,
	"insurance_end_date" date NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form" jsonb,
	"quote" jsonb,
	"currency_code" text NOT NULL,
	"old_premium" bigint NOT NULL,
	"new_premium" bigint NOT NULL,
	"premium_difference" bigint NOT NULL,
	"additional_premium" bigint NOT NULL,
	"return_premium" bigint NOT NULL,
	"cancellation_fee" bigint NOT NULL,
	"old_insured_amount" bigint NOT NULL,
	"new_insured_amount" bigint NOT NULL,
	"is_after_departure" boolean NOT NULL,
	"referral_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"applied_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrections_correction_no_unique" UNIQUE("correction_no")
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corrections_request_key_idx" ON "corrections" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "corrections_pending_policy_idx" ON "corrections" USING btree ("policy_id") WHERE "corrections"."status" = 'E1';--> statement-breakpoint
CREATE INDEX "corrections_account_idx" ON "corrections" USING btree ("account_id","created_at");