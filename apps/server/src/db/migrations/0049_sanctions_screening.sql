-- Issue 46: sanctions screening. Imported list versions (kept: screening uses the newest), their entries and
-- every name of an entry (the primary name and its aliases, each with its normalised form), the destinations
-- under embargo that operations maintain, each screening of a document with its hits, and the clearances that
-- keep a false positive from alerting again until the entry changes. A new staff role screens them: compliance.
CREATE TABLE "sanctions_list_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"published_on" date,
	"file_sha256" text NOT NULL,
	"entry_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rescreened_at" timestamp with time zone,
	CONSTRAINT "sanctions_list_versions_file_idx" UNIQUE("source","file_sha256")
);
--> statement-breakpoint
CREATE TABLE "sanctions_entries" (
	"list_version_id" integer NOT NULL,
	"ent_num" text NOT NULL,
	"name" text NOT NULL,
	"entry_type" text NOT NULL,
	"programmes" text[] NOT NULL,
	"imo_no" text,
	"content_hash" text NOT NULL,
	CONSTRAINT "sanctions_entries_list_version_id_ent_num_pk" PRIMARY KEY("list_version_id","ent_num"),
	CONSTRAINT "sanctions_entries_type_check" CHECK ("entry_type" IN ('individual', 'entity', 'vessel', 'aircraft'))
);
--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_version_id_sanctions_list_versions_id_fk" FOREIGN KEY ("list_version_id") REFERENCES "public"."sanctions_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanctions_entries_imo_idx" ON "sanctions_entries" USING btree ("imo_no");--> statement-breakpoint
CREATE TABLE "sanctions_entry_names" (
	"list_version_id" integer NOT NULL,
	"ent_num" text NOT NULL,
	"ordinal" smallint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"normalised" text NOT NULL,
	CONSTRAINT "sanctions_entry_names_list_version_id_ent_num_ordinal_pk" PRIMARY KEY("list_version_id","ent_num","ordinal"),
	CONSTRAINT "sanctions_entry_names_kind_check" CHECK ("kind" IN ('primary', 'aka', 'fka', 'nka'))
);
--> statement-breakpoint
ALTER TABLE "sanctions_entry_names" ADD CONSTRAINT "sanctions_entry_names_entry_fk" FOREIGN KEY ("list_version_id","ent_num") REFERENCES "public"."sanctions_entries"("list_version_id","ent_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "embargoed_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"programme" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embargoed_destinations_kind_code_idx" UNIQUE("kind","code"),
	CONSTRAINT "embargoed_destinations_kind_check" CHECK ("kind" IN ('country', 'port'))
);
--> statement-breakpoint
ALTER TABLE "embargoed_destinations" ADD CONSTRAINT "embargoed_destinations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The comprehensive-sanctions destinations as far as the portal's codes name them: the countries by their
-- ISO code; Crimea, Donetsk and Luhansk have no code of their own, so their ports by UN/LOCODE.
INSERT INTO "embargoed_destinations" ("kind", "code", "programme", "note") VALUES
	('country', 'CU', 'CUBA', 'Cuba'),
	('country', 'IR', 'IRAN', 'Iran'),
	('country', 'KP', 'DPRK', 'North Korea'),
	('country', 'SY', 'SYRIA', 'Syria'),
	('port', 'UASVP', 'UKRAINE-EO13685', 'Sevastopol, Crimea'),
	('port', 'UAKEH', 'UKRAINE-EO13685', 'Kerch, Crimea'),
	('port', 'UAFEO', 'UKRAINE-EO13685', 'Feodosiya, Crimea'),
	('port', 'UAYAL', 'UKRAINE-EO13685', 'Yalta, Crimea'),
	('port', 'UAEVP', 'UKRAINE-EO13685', 'Yevpatoriya, Crimea'),
	('port', 'UAMPW', 'UKRAINE-EO13660', 'Mariupol, Donetsk region');--> statement-breakpoint
CREATE TABLE "sanctions_screenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_no" text DEFAULT '' NOT NULL,
	"stage" text NOT NULL,
	"list_version_id" integer,
	"status" text NOT NULL,
	"screened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "sanctions_screenings_subject_check" CHECK ("subject_type" IN ('application', 'declaration', 'policy', 'claim')),
	CONSTRAINT "sanctions_screenings_stage_check" CHECK ("stage" IN ('quote', 'submit', 'declare', 'batchRow', 'settle', 'rescreen')),
	CONSTRAINT "sanctions_screenings_status_check" CHECK ("status" IN ('noHit', 'pendingReview', 'cleared', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "sanctions_screenings" ADD CONSTRAINT "sanctions_screenings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_screenings" ADD CONSTRAINT "sanctions_screenings_list_version_id_sanctions_list_versions_id_fk" FOREIGN KEY ("list_version_id") REFERENCES "public"."sanctions_list_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_screenings" ADD CONSTRAINT "sanctions_screenings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanctions_screenings_subject_idx" ON "sanctions_screenings" USING btree ("subject_type","subject_id","screened_at");--> statement-breakpoint
CREATE INDEX "sanctions_screenings_queue_idx" ON "sanctions_screenings" USING btree ("screened_at") WHERE "status" = 'pendingReview';--> statement-breakpoint
CREATE TABLE "sanctions_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"screening_id" integer NOT NULL,
	"party_role" text NOT NULL,
	"party_name" text NOT NULL,
	"party_normalised" text NOT NULL,
	"ent_num" text,
	"entry_name" text DEFAULT '' NOT NULL,
	"entry_content_hash" text,
	"programme" text NOT NULL,
	"score" real NOT NULL,
	"matched_fields" text[] NOT NULL,
	CONSTRAINT "sanctions_hits_role_check" CHECK ("party_role" IN ('applicant', 'insured', 'vessel', 'route'))
);
--> statement-breakpoint
ALTER TABLE "sanctions_hits" ADD CONSTRAINT "sanctions_hits_screening_id_sanctions_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."sanctions_screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sanctions_hits_screening_idx" ON "sanctions_hits" USING btree ("screening_id");--> statement-breakpoint
CREATE TABLE "sanctions_clearances" (
	"party_normalised" text NOT NULL,
	"source" text NOT NULL,
	"ent_num" text NOT NULL,
	"entry_content_hash" text NOT NULL,
	"reason" text NOT NULL,
	"screening_id" integer NOT NULL,
	"cleared_by" integer NOT NULL,
	"cleared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sanctions_clearances_pk" PRIMARY KEY("party_normalised","source","ent_num","entry_content_hash")
);
--> statement-breakpoint
ALTER TABLE "sanctions_clearances" ADD CONSTRAINT "sanctions_clearances_screening_id_sanctions_screenings_id_fk" FOREIGN KEY ("screening_id") REFERENCES "public"."sanctions_screenings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_clearances" ADD CONSTRAINT "sanctions_clearances_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "feature_switches" ("name", "value", "description") VALUES ('sanctions.matchThreshold', '0.90', 'Sanctions screening: the lowest name similarity (0–1) that stops a document') ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "staff_roles" DROP CONSTRAINT "staff_roles_role_check";--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_role_check" CHECK ("role" IN ('underwriter', 'claimsHandler', 'operations', 'auditor', 'compliance'));
--> statement-breakpoint
-- Every instance keeps the newest list's matching index in memory (features/sanctions/sanctions-index-cache.ts)
-- and builds it again when a new version is announced here.
CREATE FUNCTION notify_sanctions_list_imported() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sanctions_list_imported', NEW.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sanctions_list_versions_notify AFTER INSERT ON "sanctions_list_versions"
  FOR EACH ROW EXECUTE FUNCTION notify_sanctions_list_imported();
