CREATE TABLE "satisfaction_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"evaluation_type" text NOT NULL,
	"evaluation_content" text DEFAULT '' NOT NULL,
	"answered_on" date NOT NULL,
	"next_ask_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ADD CONSTRAINT "satisfaction_surveys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_surveys_user_day_idx" ON "satisfaction_surveys" USING btree ("user_id","answered_on");--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_account_idx" ON "satisfaction_surveys" USING btree ("account_id");
