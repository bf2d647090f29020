ALTER TABLE "notices" ADD COLUMN "account_id" integer REFERENCES "accounts"("id");
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "request_key" text;
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "created_by" integer REFERENCES "users"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notices_request_key_idx" ON "notices" USING btree ("request_key");
--> statement-breakpoint
CREATE INDEX "notices_account_idx" ON "notices" USING btree ("account_id","publish_date");
