-- How many claims each account has per China day of report (the UTC instant + 8 hours: China has no daylight
-- saving) and status, kept by the database in the same statement as the claims (as the other day counts,
-- migrations 0028-0031): the claim enquiry's total over a range of whole China days, by status or not, is the
-- sum of at most a year of rows per status instead of a count over the account's claims. A key whose claims
-- have all gone keeps a row of zeros.
CREATE TABLE "claim_day_counts" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"report_day" date NOT NULL,
	"status" text NOT NULL,
	"claims" integer NOT NULL,
	PRIMARY KEY ("account_id", "report_day", "status")
);
--> statement-breakpoint
CREATE FUNCTION "claim_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- One upsert of the changes (+1 per new row, -1 per old one), in the order of the keys, so that concurrent
	-- statements lock the rows they share in one order. Each branch names only the transition tables its
	-- operation has (the others do not exist); an update moves a row between the kept rows only when its
	-- account, report time or status changed (the insurer's steps change the status).
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "claim_day_counts" AS t ("account_id", "report_day", "status", "claims")
		SELECT d0, d1, d2, sum(n)::int FROM (
			SELECT n."account_id", ((n."reported_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, n."status", 1 FROM "new_claims" n
		) AS delta (d0, d1, d2, n)
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("account_id", "report_day", "status") DO UPDATE SET "claims" = t."claims" + excluded."claims";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "claim_day_counts" AS t ("account_id", "report_day", "status", "claims")
		SELECT d0, d1, d2, sum(n)::int FROM (
			SELECT o."account_id", ((o."reported_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, o."status", -1 FROM "old_claims" o
		) AS delta (d0, d1, d2, n)
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("account_id", "report_day", "status") DO UPDATE SET "claims" = t."claims" + excluded."claims";
	ELSE
		INSERT INTO "claim_day_counts" AS t ("account_id", "report_day", "status", "claims")
		SELECT d0, d1, d2, sum(n)::int FROM (
			SELECT n."account_id", ((n."reported_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, n."status", 1
			FROM "new_claims" n JOIN "old_claims" o ON o."id" = n."id" WHERE (n."account_id", n."reported_at", n."status")
				IS DISTINCT FROM (o."account_id", o."reported_at", o."status")
			UNION ALL
			SELECT o."account_id", ((o."reported_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, o."status", -1
			FROM "old_claims" o JOIN "new_claims" n ON n."id" = o."id" WHERE (n."account_id", n."reported_at", n."status")
				IS DISTINCT FROM (o."account_id", o."reported_at", o."status")
		) AS delta (d0, d1, d2, n)
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("account_id", "report_day", "status") DO UPDATE SET "claims" = t."claims" + excluded."claims";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "claim_day_counts_on_insert" AFTER INSERT ON "claims"
	REFERENCING NEW TABLE AS "new_claims"
	FOR EACH STATEMENT EXECUTE FUNCTION "claim_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "claim_day_counts_on_update" AFTER UPDATE ON "claims"
	REFERENCING OLD TABLE AS "old_claims" NEW TABLE AS "new_claims"
	FOR EACH STATEMENT EXECUTE FUNCTION "claim_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "claim_day_counts_on_delete" AFTER DELETE ON "claims"
	REFERENCING OLD TABLE AS "old_claims"
	FOR EACH STATEMENT EXECUTE FUNCTION "claim_day_counts_apply"();
--> statement-breakpoint
INSERT INTO "claim_day_counts" ("account_id", "report_day", "status", "claims")
SELECT "account_id", ((("reported_at" AT TIME ZONE 'UTC') + interval '8 hours')::date), "status", count(*)::int
FROM "claims" GROUP BY 1, 2, 3;
