ALTER TABLE "declaration_batches" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD COLUMN "read_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD COLUMN "validated_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD COLUMN "failure" jsonb;--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "declaration_batches" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "declaration_batches_unfinished_idx" ON "declaration_batches" USING btree ("status") WHERE "declaration_batches"."status" in ('queued', 'running');