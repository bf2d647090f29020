-- Batches on durable jobs (issue 40): the uploaded workbook is kept in the file store (so any instance can run the
-- batch), with the policy chosen and the uploader's language; `runner` names the one attempt that holds the batch
-- (a batch taken over from a dead instance is declared by the new runner only).
ALTER TABLE "declaration_batches" ADD COLUMN "file_id" uuid REFERENCES "stored_files"("id");
--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD COLUMN "chosen_policy_no" text;
--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD COLUMN "language" text DEFAULT 'zh-CN' NOT NULL;
--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD COLUMN "runner" text;
