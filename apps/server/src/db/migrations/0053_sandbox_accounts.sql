-- Issue 45: the sandbox. A sandbox account is the twin of one live account (`sandbox_of`, at most one twin per
-- live account): same members and roles (read through the live account), copies of its open policies, products,
-- menus and company details; documents stamped SPECIMEN, nothing billed, emptied by its administrator's reset.
ALTER TABLE "accounts" ADD COLUMN "sandbox_of" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sandbox_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_sandbox_of_unique" UNIQUE("sandbox_of");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_sandbox_of_accounts_id_fk" FOREIGN KEY ("sandbox_of") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
