-- Several instances on one database (issue 40): each instance writes a heartbeat on the batches it holds (queued in
-- its memory or running) every 15 s; a batch whose heartbeat is older than 90 s was left by an instance that died,
-- and any instance fails it. Before, every instance that started failed every unfinished batch, the live ones of the
-- other instances included.
ALTER TABLE "declaration_batches" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;
