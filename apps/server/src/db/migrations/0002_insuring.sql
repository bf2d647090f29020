CREATE SEQUENCE "public"."application_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."policy_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."quotation_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_products" (
	"account_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_products_account_id_product_code_pk" PRIMARY KEY("account_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_role" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"review_result" text,
	"reason_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer,
	"voucher_no" text NOT NULL,
	"status" text NOT NULL,
	"product_code" text NOT NULL,
	"form" jsonb NOT NULL,
	"applicant_name" text DEFAULT '' NOT NULL,
	"insured_name" text DEFAULT '' NOT NULL,
	"plan_code" text DEFAULT '' NOT NULL,
	"insurance_begin_date" date,
	"insurance_end_date" date,
	"currency_code" text DEFAULT '' NOT NULL,
	"insured_amount" bigint,
	"premium" bigint,
	"premium_cny" bigint,
	"exchange_rate" numeric(20, 10),
	"quote" jsonb,
	"referral_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quotation_no" text,
	"draft_request_key" text,
	"submit_request_key" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_voucher_no_unique" UNIQUE("voucher_no")
);
--> statement-breakpoint
CREATE TABLE "client_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"client_type" text NOT NULL,
	"client_name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_no" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birthday" date,
	"sex" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" text NOT NULL,
	"iso" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_code_effective_date_pk" PRIMARY KEY("currency_code","effective_date")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"policy_no" text NOT NULL,
	"product_code" text NOT NULL,
	"plan_code" text NOT NULL,
	"applicant_name" text NOT NULL,
	"insured_name" text NOT NULL,
	"insurance_begin_date" date NOT NULL,
	"insurance_end_date" date NOT NULL,
	"currency_code" text NOT NULL,
	"insured_amount" bigint NOT NULL,
	"premium" bigint NOT NULL,
	"premium_cny" bigint NOT NULL,
	"policy_status" text,
	"has_claim" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "policies_policy_no_unique" UNIQUE("policy_no")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_no" text NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"product_code" text NOT NULL,
	"request" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"currency_code" text NOT NULL,
	"premium" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_quotation_no_unique" UNIQUE("quotation_no")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_underwriter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_products" ADD CONSTRAINT "account_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_records" ADD CONSTRAINT "client_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_draft_key_idx" ON "applications" USING btree ("account_id","draft_request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_submit_key_idx" ON "applications" USING btree ("account_id","submit_request_key");--> statement-breakpoint
CREATE INDEX "applications_account_status_idx" ON "applications" USING btree ("account_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_records_identity_idx" ON "client_records" USING btree ("account_id","kind","id_type","id_no");--> statement-breakpoint
CREATE UNIQUE INDEX "client_records_default_idx" ON "client_records" USING btree ("account_id","kind") WHERE "client_records"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key_idx" ON "payments" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_succeeded_idx" ON "payments" USING btree ("application_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "policies_account_idx" ON "policies" USING btree ("account_id","issued_at");--> statement-breakpoint
CREATE INDEX "quotations_account_idx" ON "quotations" USING btree ("account_id","created_at");