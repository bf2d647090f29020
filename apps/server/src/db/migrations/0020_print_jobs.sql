CREATE TABLE "print_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"docno" text NOT NULL,
	"document" text NOT NULL,
	"document_no" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"print_type" text NOT NULL,
	"product_code" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"fallback_name" text NOT NULL,
	"content" bytea,
	"failure" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_docno_idx" ON "print_jobs" USING btree ("docno");--> statement-breakpoint
CREATE INDEX "print_jobs_account_idx" ON "print_jobs" USING btree ("account_id","created_at");
