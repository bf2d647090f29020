CREATE SEQUENCE "public"."settlement_payment_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "settlement_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"payment_no" text NOT NULL,
	"settlement_no" text NOT NULL,
	"base_no" text NOT NULL,
	"kind" text NOT NULL,
	"document_no" text NOT NULL,
	"product_code" text NOT NULL,
	"insured_name" text NOT NULL,
	"month" text,
	"count" integer NOT NULL,
	"currency_code" text NOT NULL,
	"insured_amount" bigint NOT NULL,
	"premium" bigint NOT NULL,
	"premium_cny" bigint NOT NULL,
	"exchange_rate" text NOT NULL,
	"request_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_type" text NOT NULL,
	"source_type" text NOT NULL,
	"source_no" text NOT NULL,
	"product_code" text NOT NULL,
	"insured_name" text NOT NULL,
	"invoice_title" text NOT NULL,
	"taxpayer_no" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"remarks" text NOT NULL,
	"show_foreign_currency" boolean NOT NULL,
	"show_bl_no" boolean NOT NULL,
	"bl_no" text NOT NULL,
	"currency_code" text NOT NULL,
	"premium" bigint NOT NULL,
	"exchange_rate" text NOT NULL,
	"amount_cny" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"tax_rate_ppm" integer NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_payments" ADD CONSTRAINT "settlement_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_payments_no_idx" ON "settlement_payments" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_payments_settlement_idx" ON "settlement_payments" USING btree ("settlement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_payments_request_key_idx" ON "settlement_payments" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "settlement_payments_account_idx" ON "settlement_payments" USING btree ("account_id","paid_at");--> statement-breakpoint
CREATE INDEX "settlement_payments_base_idx" ON "settlement_payments" USING btree ("account_id","base_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_idx" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_source_idx" ON "invoices" USING btree ("source_type","source_no");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","issued_at");
