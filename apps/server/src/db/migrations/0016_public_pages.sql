CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_type" text NOT NULL,
	"content" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"account_id" integer,
	"language" text NOT NULL,
	"request_key" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "feedbacks_request_key_idx" ON "feedbacks" USING btree ("request_key");
--> statement-breakpoint
CREATE INDEX "feedbacks_ip_idx" ON "feedbacks" USING btree ("ip","created_at");
--> statement-breakpoint
CREATE TABLE "guarantee_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_no" text NOT NULL,
	"applicant_credit_code" text NOT NULL,
	"applicant_name_zh" text NOT NULL,
	"applicant_name_en" text NOT NULL,
	"beneficiary_name_zh" text NOT NULL,
	"beneficiary_name_en" text NOT NULL,
	"currency" text NOT NULL,
	"guaranteed_amount" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"issue_date" date NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_policies_no_idx" ON "guarantee_policies" USING btree ("guarantee_no");
--> statement-breakpoint
-- Demonstration guarantee policies of the demo companies (docs/business-rules.md "Public pages").
INSERT INTO "guarantee_policies" ("guarantee_no", "applicant_credit_code", "applicant_name_zh", "applicant_name_en", "beneficiary_name_zh", "beneficiary_name_en", "currency", "guaranteed_amount", "start_date", "end_date", "issue_date", "state") VALUES
	('GB3101202600018', '91310115MA1H7GXQ3E', '上海远洋贸易有限公司', 'Shanghai Ocean Trading Co., Ltd.', '中华人民共和国上海海关', 'Shanghai Customs District, P.R. China', 'CNY', 500000000, '2026-03-01', '2027-02-28', '2026-02-24', 'issued'),
	('GB3101202500107', '91310115MA1H7GXQ3E', '上海远洋贸易有限公司', 'Shanghai Ocean Trading Co., Ltd.', '中华人民共和国上海海关', 'Shanghai Customs District, P.R. China', 'CNY', 200000000, '2025-03-01', '2026-02-28', '2025-02-25', 'issued'),
	('GB3302202600046', '91330206MA2GQ8LX5G', '上海远洋贸易有限公司宁波分公司', 'Shanghai Ocean Trading Co., Ltd. Ningbo Branch', '中华人民共和国宁波海关', 'Ningbo Customs District, P.R. China', 'CNY', 300000000, '2026-12-01', '2027-11-30', '2026-11-20', 'issued'),
	('GB3301202600032', '91330106MA27YK1P4W', '杭州顺达国际物流有限公司', 'Hangzhou Shunda International Logistics Co., Ltd.', '中华人民共和国杭州海关', 'Hangzhou Customs District, P.R. China', 'CNY', 100000000, '2026-01-01', '2026-12-31', '2025-12-26', 'terminated');
