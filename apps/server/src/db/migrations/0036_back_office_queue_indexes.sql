-- The underwriter's three queues (features/staff) list every account's items in one status, oldest first, with their
-- total. The per-account indexes cannot serve them: at 1 M applications the referred queue fetched and sorted the
-- 50 k referred rows, forms included, for each page (issue 14). Partial indexes hold only the queued rows, in the
-- queue's order, with the owner and the numbers the underwriter filters by: a part of a number is looked for in
-- the index alone, not in 50 k rows of the table (360-850 ms at 1 M).
CREATE INDEX "applications_referred_queue_idx" ON "applications" USING btree ("submitted_at","id") INCLUDE ("account_id","voucher_no") WHERE "applications"."status" = 'B4';--> statement-breakpoint
CREATE INDEX "declarations_review_queue_idx" ON "declarations" USING btree ("created_at","id") INCLUDE ("account_id","open_policy_id","declaration_no") WHERE "declarations"."status" = '02';--> statement-breakpoint
CREATE INDEX "corrections_review_queue_idx" ON "corrections" USING btree ("created_at","id") INCLUDE ("account_id","correction_no","policy_no") WHERE "corrections"."status" = 'E1';
