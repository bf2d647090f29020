-- How many applications each account has per status and insurance start day, kept by the database in the same
-- statement as the applications (as policy_day_counts, migration 0028): the application list's total over a
-- range of start days and the counts by status are sums of these rows. Applications without a start day yet
-- count under '-infinity', which no range of days holds.
CREATE TABLE "application_day_counts" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"status" text NOT NULL,
	"insurance_begin_date" date NOT NULL,
	"applications" integer NOT NULL,
	PRIMARY KEY ("account_id", "status", "insurance_begin_date")
);
--> statement-breakpoint
CREATE FUNCTION "application_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- One upsert of the changes (+1 per new row, -1 per old one, with their amounts), in the order of the keys,
	-- so that concurrent statements lock the rows they share in one order. Each branch names only the transition
	-- tables its operation has (the others do not exist); an update moves a row between the kept rows only when
	-- its account, status or start day changed.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "application_day_counts" AS t ("account_id", "status", "insurance_begin_date", "applications")
		SELECT d0, d1, d2, sum(n)::int FROM (
			SELECT n."account_id", n."status", coalesce(n."insurance_begin_date", '-infinity'), 1 FROM "new_applications" n
		) AS delta (d0, d1, d2, n)
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("account_id", "status", "insurance_begin_date") DO UPDATE SET "applications" = t."applications" + excluded."applications";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "application_day_counts" AS t ("account_id", "status", "insurance_begin_date", "applications")
		SELECT d0, d1, d2, sum(n)::int FROM (
			SELECT o."account_id", o."status", coalesce(o."insurance_begin_date", '-infinity'), -1 FROM "old_applications" o
		) AS delta (d0, d1, d2, n)
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("account_id", "status", "insurance_begin_date") DO UPDATE SET "applications" = t."applications" + excluded."applications";
	ELSE
		INSERT INTO "application_day_counts" AS t ("account_id", "status", "insurance_begin_date", "applications")
		SELECT d0, d1, d2, sum(n)::int FROM (
			SELECT n."account_id", n."status", coalesce(n."insurance_begin_date", '-infinity'), 1
			FROM "new_applications" n JOIN "old_applications" o ON o."id" = n."id" WHERE (n."account_id", n."status", n."insurance_begin_date")
				IS DISTINCT FROM (o."account_id", o."status", o."insurance_begin_date")
			UNION ALL
			SELECT o."account_id", o."status", coalesce(o."insurance_begin_date", '-infinity'), -1
			FROM "old_applications" o JOIN "new_applications" n ON n."id" = o."id" WHERE (n."account_id", n."status", n."insurance_begin_date")
				IS DISTINCT FROM (o."account_id", o."status", o."insurance_begin_date")
		) AS delta (d0, d1, d2, n)
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("account_id", "status", "insurance_begin_date") DO UPDATE SET "applications" = t."applications" + excluded."applications";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "application_day_counts_on_insert" AFTER INSERT ON "applications"
	REFERENCING NEW TABLE AS "new_applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "application_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_day_counts_on_update" AFTER UPDATE ON "applications"
	REFERENCING OLD TABLE AS "old_applications" NEW TABLE AS "new_applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "application_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "application_day_counts_on_delete" AFTER DELETE ON "applications"
	REFERENCING OLD TABLE AS "old_applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "application_day_counts_apply"();
--> statement-breakpoint
INSERT INTO "application_day_counts" ("account_id", "status", "insurance_begin_date", "applications")
SELECT "account_id", "status", coalesce("insurance_begin_date", '-infinity'), count(*)::int
FROM "applications" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The list's page, newest first: walked in order and filtered, instead of every application of the range sorted.
CREATE INDEX "applications_account_created_idx" ON "applications" USING btree ("account_id", "created_at", "id");
