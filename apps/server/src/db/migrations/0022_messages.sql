CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"event_key" text,
	"read_at" timestamp with time zone,
	"read_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_event_key_idx" ON "messages" USING btree ("account_id","event_key");--> statement-breakpoint
CREATE INDEX "messages_account_read_idx" ON "messages" USING btree ("account_id","read_at","id");--> statement-breakpoint
CREATE TABLE "message_sweeps" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"swept_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_sweeps" ADD CONSTRAINT "message_sweeps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
