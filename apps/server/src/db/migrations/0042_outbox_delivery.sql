-- Mail and SMS that leave (issue 40): each outbox row carries its delivery. `kept`: not to be delivered (no provider
-- configured, or a channel that never leaves, such as image codes); `pending`: due at `next_attempt_at`; `sending`:
-- claimed by one instance until `claimed_until`; `sent`; `dead`: refused for good or out of attempts, until
-- operations staff send it again. A pending row is announced on `outbox_pending` when its transaction commits.
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'kept' NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "parameters" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX "outbox_dead_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" = 'dead';
--> statement-breakpoint
CREATE FUNCTION notify_outbox_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_pending', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The same payload on every row: PostgreSQL sends one notification per transaction however many rows it wrote.
CREATE TRIGGER outbox_pending_notify AFTER INSERT OR UPDATE OF "status" ON "outbox"
  FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION notify_outbox_pending();
