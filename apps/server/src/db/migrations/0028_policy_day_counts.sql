-- How many policies each account has per insurance start day, kept by the database in the same statement as the
-- policies it counts (issue 14): the policy list's total over a date range is the sum of at most a year of rows
-- instead of a count over the account's policies. Statement-level triggers with transition tables, so a bulk
-- insert adds one row per day, not one per policy.
CREATE TABLE "policy_day_counts" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"insurance_begin_date" date NOT NULL,
	"policies" integer NOT NULL,
	PRIMARY KEY ("account_id", "insurance_begin_date")
);
--> statement-breakpoint
CREATE FUNCTION "policy_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- One upsert of the changes (+1 per new row, -1 per old one, with their amounts), in the order of the keys,
	-- so that concurrent statements lock the rows they share in one order. Each branch names only the transition
	-- tables its operation has (the others do not exist); an update moves a row between the kept rows only when
	-- its account or start day changed.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "policy_day_counts" AS t ("account_id", "insurance_begin_date", "policies")
		SELECT d0, d1, sum(n)::int FROM (
			SELECT n."account_id", n."insurance_begin_date", 1 FROM "new_policies" n
		) AS delta (d0, d1, n)
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("account_id", "insurance_begin_date") DO UPDATE SET "policies" = t."policies" + excluded."policies";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "policy_day_counts" AS t ("account_id", "insurance_begin_date", "policies")
		SELECT d0, d1, sum(n)::int FROM (
			SELECT o."account_id", o."insurance_begin_date", -1 FROM "old_policies" o
		) AS delta (d0, d1, n)
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("account_id", "insurance_begin_date") DO UPDATE SET "policies" = t."policies" + excluded."policies";
	ELSE
		INSERT INTO "policy_day_counts" AS t ("account_id", "insurance_begin_date", "policies")
		SELECT d0, d1, sum(n)::int FROM (
			SELECT n."account_id", n."insurance_begin_date", 1
			FROM "new_policies" n JOIN "old_policies" o ON o."id" = n."id" WHERE (n."account_id", n."insurance_begin_date")
				IS DISTINCT FROM (o."account_id", o."insurance_begin_date")
			UNION ALL
			SELECT o."account_id", o."insurance_begin_date", -1
			FROM "old_policies" o JOIN "new_policies" n ON n."id" = o."id" WHERE (n."account_id", n."insurance_begin_date")
				IS DISTINCT FROM (o."account_id", o."insurance_begin_date")
		) AS delta (d0, d1, n)
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("account_id", "insurance_begin_date") DO UPDATE SET "policies" = t."policies" + excluded."policies";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "policy_day_counts_on_insert" AFTER INSERT ON "policies" REFERENCING NEW TABLE AS "new_policies"
	FOR EACH STATEMENT EXECUTE FUNCTION "policy_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "policy_day_counts_on_update" AFTER UPDATE ON "policies"
	REFERENCING OLD TABLE AS "old_policies" NEW TABLE AS "new_policies"
	FOR EACH STATEMENT EXECUTE FUNCTION "policy_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "policy_day_counts_on_delete" AFTER DELETE ON "policies" REFERENCING OLD TABLE AS "old_policies"
	FOR EACH STATEMENT EXECUTE FUNCTION "policy_day_counts_apply"();
--> statement-breakpoint
INSERT INTO "policy_day_counts" ("account_id", "insurance_begin_date", "policies")
SELECT "account_id", "insurance_begin_date", count(*)::int FROM "policies" GROUP BY 1, 2;
