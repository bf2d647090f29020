CREATE SEQUENCE "public"."claim_report_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"file_id" uuid NOT NULL,
	"download_key" varchar(64) NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_documents_download_key_unique" UNIQUE("download_key")
);
--> statement-breakpoint
CREATE TABLE "claim_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"request_key" uuid NOT NULL,
	"policy_no" varchar(20) DEFAULT '' NOT NULL,
	"form" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_goods_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"goods_name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"unit" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"damage_extent_percent" integer NOT NULL,
	"claimed_loss" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_settlements" (
	"claim_id" integer PRIMARY KEY NOT NULL,
	"currency_code" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_claimed" bigint NOT NULL,
	"total_assessed" bigint NOT NULL,
	"deductible" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"capped_by_sum_insured" boolean NOT NULL,
	"exchange_rate" numeric(20, 10) NOT NULL,
	"payable_cny" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"calculated_by" integer,
	"calculated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"report_no" varchar(20) NOT NULL,
	"request_key" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"policy_no" varchar(20) NOT NULL,
	"subject" jsonb NOT NULL,
	"status" text NOT NULL,
	"fast_claim" boolean DEFAULT false NOT NULL,
	"report" jsonb NOT NULL,
	"incident_time" varchar(16) NOT NULL,
	"loss_type" text NOT NULL,
	"estimated_currency" text NOT NULL,
	"estimated_loss" bigint NOT NULL,
	"reported_by" integer,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_report_no_unique" UNIQUE("report_no")
);
--> statement-breakpoint
ALTER TABLE "claim_document_requests" ADD CONSTRAINT "claim_document_requests_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_document_requests" ADD CONSTRAINT "claim_document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_drafts" ADD CONSTRAINT "claim_drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_drafts" ADD CONSTRAINT "claim_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_goods_lines" ADD CONSTRAINT "claim_goods_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_settlements" ADD CONSTRAINT "claim_settlements_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_settlements" ADD CONSTRAINT "claim_settlements_calculated_by_users_id_fk" FOREIGN KEY ("calculated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_document_requests_claim_idx" ON "claim_document_requests" USING btree ("claim_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_documents_type_idx" ON "claim_documents" USING btree ("claim_id","type_code");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_drafts_request_key_idx" ON "claim_drafts" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "claim_drafts_account_idx" ON "claim_drafts" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_goods_lines_idx" ON "claim_goods_lines" USING btree ("claim_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_request_key_idx" ON "claims" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "claims_account_reported_idx" ON "claims" USING btree ("account_id","reported_at");--> statement-breakpoint
CREATE INDEX "claims_account_policy_idx" ON "claims" USING btree ("account_id","policy_no");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","reported_at");