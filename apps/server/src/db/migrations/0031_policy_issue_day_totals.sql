-- How many policies, and their CNY premium, each account has per China day of issue (the UTC instant + 8 hours:
-- China has no daylight saving), product and status ('' = normal), kept by the database in the same statement as
-- the policies (as the other day counts, migrations 0028-0030): the premium trend and the premium by product are
-- sums of these rows. premium_cny is the policy's current CNY premium (corrections included): an exact numeric
-- sum of fen.
CREATE TABLE "policy_issue_day_totals" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"issue_day" date NOT NULL,
	"product_code" text NOT NULL,
	"policy_status" text NOT NULL,
	"policies" integer NOT NULL,
	"premium_cny" numeric NOT NULL,
	PRIMARY KEY ("account_id", "issue_day", "product_code", "policy_status")
);
--> statement-breakpoint
CREATE FUNCTION "policy_issue_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- One upsert of the changes (+1 per new row, -1 per old one, with their amounts), in the order of the keys,
	-- so that concurrent statements lock the rows they share in one order. Each branch names only the transition
	-- tables its operation has (the others do not exist); an update moves a row between the kept rows only when
	-- its account, issue time, product, status or CNY premium changed.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "policy_issue_day_totals" AS t ("account_id", "issue_day", "product_code", "policy_status", "policies", "premium_cny")
		SELECT d0, d1, d2, d3, sum(n)::int, sum(v0) FROM (
			SELECT n."account_id", ((n."issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, n."product_code", coalesce(n."policy_status", ''), 1, n."premium_cny" FROM "new_policies" n
		) AS delta (d0, d1, d2, d3, n, v0)
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("account_id", "issue_day", "product_code", "policy_status") DO UPDATE SET "policies" = t."policies" + excluded."policies", "premium_cny" = t."premium_cny" + excluded."premium_cny";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "policy_issue_day_totals" AS t ("account_id", "issue_day", "product_code", "policy_status", "policies", "premium_cny")
		SELECT d0, d1, d2, d3, sum(n)::int, sum(v0) FROM (
			SELECT o."account_id", ((o."issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, o."product_code", coalesce(o."policy_status", ''), -1, -o."premium_cny" FROM "old_policies" o
		) AS delta (d0, d1, d2, d3, n, v0)
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("account_id", "issue_day", "product_code", "policy_status") DO UPDATE SET "policies" = t."policies" + excluded."policies", "premium_cny" = t."premium_cny" + excluded."premium_cny";
	ELSE
		INSERT INTO "policy_issue_day_totals" AS t ("account_id", "issue_day", "product_code", "policy_status", "policies", "premium_cny")
		SELECT d0, d1, d2, d3, sum(n)::int, sum(v0) FROM (
			SELECT n."account_id", ((n."issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, n."product_code", coalesce(n."policy_status", ''), 1, n."premium_cny"
			FROM "new_policies" n JOIN "old_policies" o ON o."id" = n."id" WHERE (n."account_id", n."issued_at", n."product_code", n."policy_status", n."premium_cny")
				IS DISTINCT FROM (o."account_id", o."issued_at", o."product_code", o."policy_status", o."premium_cny")
			UNION ALL
			SELECT o."account_id", ((o."issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, o."product_code", coalesce(o."policy_status", ''), -1, -o."premium_cny"
			FROM "old_policies" o JOIN "new_policies" n ON n."id" = o."id" WHERE (n."account_id", n."issued_at", n."product_code", n."policy_status", n."premium_cny")
				IS DISTINCT FROM (o."account_id", o."issued_at", o."product_code", o."policy_status", o."premium_cny")
		) AS delta (d0, d1, d2, d3, n, v0)
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("account_id", "issue_day", "product_code", "policy_status") DO UPDATE SET "policies" = t."policies" + excluded."policies", "premium_cny" = t."premium_cny" + excluded."premium_cny";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "policy_issue_day_totals_on_insert" AFTER INSERT ON "policies"
	REFERENCING NEW TABLE AS "new_policies"
	FOR EACH STATEMENT EXECUTE FUNCTION "policy_issue_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "policy_issue_day_totals_on_update" AFTER UPDATE ON "policies"
	REFERENCING OLD TABLE AS "old_policies" NEW TABLE AS "new_policies"
	FOR EACH STATEMENT EXECUTE FUNCTION "policy_issue_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "policy_issue_day_totals_on_delete" AFTER DELETE ON "policies"
	REFERENCING OLD TABLE AS "old_policies"
	FOR EACH STATEMENT EXECUTE FUNCTION "policy_issue_day_totals_apply"();
--> statement-breakpoint
INSERT INTO "policy_issue_day_totals" ("account_id", "issue_day", "product_code", "policy_status", "policies",
	"premium_cny")
SELECT "account_id", (("issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, "product_code",
	coalesce("policy_status", ''), count(*)::int, sum("premium_cny")
FROM "policies" GROUP BY 1, 2, 3, 4;
