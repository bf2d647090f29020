CREATE INDEX "policies_account_begin_idx" ON "policies" USING btree ("account_id","insurance_begin_date");--> statement-breakpoint
CREATE INDEX "policies_account_end_idx" ON "policies" USING btree ("account_id","insurance_end_date");--> statement-breakpoint
CREATE INDEX "policies_account_tail_idx" ON "policies" USING btree ("account_id",right("policy_no", 4));--> statement-breakpoint
CREATE INDEX "applications_account_status_begin_idx" ON "applications" USING btree ("account_id","status","insurance_begin_date");--> statement-breakpoint
CREATE INDEX "applications_account_status_updated_idx" ON "applications" USING btree ("account_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "applications_account_tail_idx" ON "applications" USING btree ("account_id",right("voucher_no", 4));--> statement-breakpoint
CREATE INDEX "declarations_account_id_idx" ON "declarations" USING btree ("account_id","id");
