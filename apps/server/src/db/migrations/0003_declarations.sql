CREATE SEQUENCE "public"."declaration_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "declaration_batch_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"issues" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declaration_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"file_sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"header" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"declared_rows" integer NOT NULL,
	"review_rows" integer NOT NULL,
	"failed_rows" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"open_policy_id" integer NOT NULL,
	"number_seq" bigint NOT NULL,
	"declaration_no" varchar(20) NOT NULL,
	"certificate_no" varchar(20),
	"status" text NOT NULL,
	"correction_type" text DEFAULT '90003' NOT NULL,
	"request_key" text,
	"batch_id" integer,
	"batch_row" integer,
	"shipment_key" text,
	"goods_description" text DEFAULT '' NOT NULL,
	"marks" text DEFAULT '' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"bill_of_lading_no" text DEFAULT '' NOT NULL,
	"conveyance" text DEFAULT '' NOT NULL,
	"loading_port" text DEFAULT '' NOT NULL,
	"discharge_port" text DEFAULT '' NOT NULL,
	"via_port" text DEFAULT '' NOT NULL,
	"departure_country" text DEFAULT '' NOT NULL,
	"destination_country" text DEFAULT '' NOT NULL,
	"sailing_date" date,
	"survey_agent" text DEFAULT '' NOT NULL,
	"claim_payable_at" text DEFAULT '' NOT NULL,
	"letter_of_credit" text DEFAULT '' NOT NULL,
	"letter_of_credit_no" text DEFAULT '' NOT NULL,
	"date_print_format" text DEFAULT '' NOT NULL,
	"main_clause" text DEFAULT '' NOT NULL,
	"riders" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency_code" text DEFAULT '' NOT NULL,
	"invoice_amount" bigint,
	"invoice_amount_text" text DEFAULT '' NOT NULL,
	"addition_percent" text DEFAULT '' NOT NULL,
	"addition_ppm" integer,
	"insured_amount" bigint,
	"rate_ppm" integer,
	"premium" bigint,
	"additional_insurance" text DEFAULT '' NOT NULL,
	"other_information" text DEFAULT '' NOT NULL,
	"issuing_date" date,
	"print_language" text DEFAULT '' NOT NULL,
	"paper_type" text DEFAULT '' NOT NULL,
	"seal_type" text DEFAULT '' NOT NULL,
	"review_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"declaration_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declarations_declaration_no_unique" UNIQUE("declaration_no"),
	CONSTRAINT "declarations_certificate_no_unique" UNIQUE("certificate_no")
);
--> statement-breakpoint
CREATE TABLE "open_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"policy_no" varchar(20) NOT NULL,
	"product_code" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_contact" text DEFAULT '' NOT NULL,
	"insured_phone" text DEFAULT '' NOT NULL,
	"insured_address" text DEFAULT '' NOT NULL,
	"insured_email" text DEFAULT '' NOT NULL,
	"effective_date" date NOT NULL,
	"end_date" date NOT NULL,
	"currency_code" text NOT NULL,
	"total_insured_amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"per_shipment_limit" bigint NOT NULL,
	"main_clauses" text[] NOT NULL,
	"riders" text[] DEFAULT '{}'::text[] NOT NULL,
	"addition_cap_ppm" integer DEFAULT 300000 NOT NULL,
	"rate_ppm" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_policies_policy_no_unique" UNIQUE("policy_no"),
	CONSTRAINT "open_policies_balance_not_negative" CHECK ("open_policies"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "declaration_batch_errors" ADD CONSTRAINT "declaration_batch_errors_batch_id_declaration_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."declaration_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD CONSTRAINT "declaration_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_open_policy_id_open_policies_id_fk" FOREIGN KEY ("open_policy_id") REFERENCES "public"."open_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD CONSTRAINT "declarations_batch_id_declaration_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."declaration_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_policies" ADD CONSTRAINT "open_policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declaration_batch_errors_batch_idx" ON "declaration_batch_errors" USING btree ("batch_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "declaration_batches_file_idx" ON "declaration_batches" USING btree ("account_id","file_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "declarations_request_key_idx" ON "declarations" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "declarations_shipment_idx" ON "declarations" USING btree ("open_policy_id","shipment_key") WHERE "declarations"."status" <> '01';--> statement-breakpoint
CREATE INDEX "declarations_account_date_idx" ON "declarations" USING btree ("account_id","declaration_date");--> statement-breakpoint
CREATE INDEX "declarations_account_status_idx" ON "declarations" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "declarations_batch_idx" ON "declarations" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "open_policies_account_idx" ON "open_policies" USING btree ("account_id");