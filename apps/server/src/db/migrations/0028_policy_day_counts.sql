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
	-- Each statement names only the transition tables its operation has (the others do not exist).
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "policy_day_counts" AS c ("account_id", "insurance_begin_date", "policies")
		SELECT "account_id", "insurance_begin_date", count(*)::int FROM "new_policies" GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("account_id", "insurance_begin_date") DO UPDATE SET "policies" = c."policies" + excluded."policies";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "policy_day_counts" AS c SET "policies" = c."policies" - gone.n
		FROM (SELECT "account_id", "insurance_begin_date", count(*)::int AS n FROM "old_policies" GROUP BY 1, 2) AS gone
		WHERE c."account_id" = gone."account_id" AND c."insurance_begin_date" = gone."insurance_begin_date";
	ELSE
		-- An update moves a policy between counts only when its account or start day changed.
		UPDATE "policy_day_counts" AS c SET "policies" = c."policies" - gone.n
		FROM (
			SELECT o."account_id", o."insurance_begin_date", count(*)::int AS n
			FROM "old_policies" o JOIN "new_policies" n ON n."id" = o."id"
			WHERE (n."account_id", n."insurance_begin_date") IS DISTINCT FROM (o."account_id", o."insurance_begin_date")
			GROUP BY 1, 2
		) AS gone
		WHERE c."account_id" = gone."account_id" AND c."insurance_begin_date" = gone."insurance_begin_date";
		INSERT INTO "policy_day_counts" AS c ("account_id", "insurance_begin_date", "policies")
		SELECT n."account_id", n."insurance_begin_date", count(*)::int
		FROM "new_policies" n JOIN "old_policies" o ON o."id" = n."id"
		WHERE (n."account_id", n."insurance_begin_date") IS DISTINCT FROM (o."account_id", o."insurance_begin_date")
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("account_id", "insurance_begin_date") DO UPDATE SET "policies" = c."policies" + excluded."policies";
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
