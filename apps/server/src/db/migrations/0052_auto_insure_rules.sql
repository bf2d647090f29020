-- Issue 45: auto-insure rules per open policy. Each rule has its place in the policy's order, a name, on or off,
-- optional conditions (sum insured range in the policy's currency's minor units, major goods categories,
-- departure and destination countries, loading and discharge port names, modes of transport, a departure
-- window) and an action; the first enabled rule that matches decides, else the policy's default action
-- (`auto_insure_settings`, no row = hold). A shipment held by the rules is a draft declaration that names the
-- rule (`held_rule_name`, null with `held_source` set when the default held it) and where it came from.
CREATE TABLE "auto_insure_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"open_policy_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"action" text NOT NULL,
	"insured_min" bigint,
	"insured_max" bigint,
	"goods_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"departure_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"destination_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"loading_ports" text[] DEFAULT '{}'::text[] NOT NULL,
	"discharge_ports" text[] DEFAULT '{}'::text[] NOT NULL,
	"transport_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"departure_within_days" integer,
	"departure_not_past" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_insure_rules_action_check" CHECK ("action" IN ('declare', 'hold', 'refuse')),
	CONSTRAINT "auto_insure_rules_range_check" CHECK ("insured_min" IS NULL OR "insured_max" IS NULL OR "insured_min" <= "insured_max")
);
--> statement-breakpoint
ALTER TABLE "auto_insure_rules" ADD CONSTRAINT "auto_insure_rules_open_policy_id_open_policies_id_fk" FOREIGN KEY ("open_policy_id") REFERENCES "public"."open_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_insure_rules_policy_idx" ON "auto_insure_rules" USING btree ("open_policy_id","position");--> statement-breakpoint
CREATE TABLE "auto_insure_settings" (
	"open_policy_id" integer PRIMARY KEY NOT NULL,
	"default_action" text DEFAULT 'hold' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_insure_settings_action_check" CHECK ("default_action" IN ('declare', 'hold', 'refuse'))
);
--> statement-breakpoint
ALTER TABLE "auto_insure_settings" ADD CONSTRAINT "auto_insure_settings_open_policy_id_open_policies_id_fk" FOREIGN KEY ("open_policy_id") REFERENCES "public"."open_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "held_rule_id" integer;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "held_rule_name" text;--> statement-breakpoint
ALTER TABLE "declarations" ADD COLUMN "held_source" text;
