-- Print dispatch on durable jobs (issue 40): any instance renders a queued print, with the rights of the user who
-- asked for it (its account, checked again when it renders) and the address its QR code points to.
ALTER TABLE "print_jobs" ADD COLUMN "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "origin" text DEFAULT '' NOT NULL;
