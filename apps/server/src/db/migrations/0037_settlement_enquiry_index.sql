-- The settlement enquiry's unpaid applications (B3) in its own order: newest China day (of the submission, else the
-- creation) first, then the highest number (features/application/submitted-applications.repository.ts). A page
-- reads its newest rows from here; without it, each page sorted every unpaid application of the account (50 ms for
-- 40 k at 1 M, most of the enquiry's time under load, issue 14).
CREATE INDEX "applications_unpaid_listed_idx" ON "applications" USING btree ("account_id",(((coalesce("submitted_at", "created_at") at time zone 'UTC') + interval '8 hours')::date) DESC,("voucher_no" COLLATE "C") DESC) WHERE "applications"."status" = 'B3';
