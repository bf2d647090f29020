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
	-- Each statement names only the transition tables its operation has (the others do not exist). An update
	-- moves a policy between totals only when its account, issue time, product, status or CNY premium changed.
	IF TG_OP = 'DELETE' THEN
		UPDATE "policy_issue_day_totals" AS t
		SET "policies" = t."policies" - gone.n, "premium_cny" = t."premium_cny" - gone.premium
		FROM (
			SELECT o."account_id", ((o."issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date AS "day", o."product_code", coalesce(o."policy_status", '') AS "status",
				count(*)::int AS n, sum(o."premium_cny") AS premium
			FROM "old_policies" o
			GROUP BY 1, 2, 3, 4
		) AS gone
		WHERE (t."account_id", t."issue_day", t."product_code", t."policy_status")
			= (gone."account_id", gone."day", gone."product_code", gone."status");
	ELSIF TG_OP = 'UPDATE' THEN
		UPDATE "policy_issue_day_totals" AS t
		SET "policies" = t."policies" - gone.n, "premium_cny" = t."premium_cny" - gone.premium
		FROM (
			SELECT o."account_id", ((o."issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date AS "day", o."product_code", coalesce(o."policy_status", '') AS "status",
				count(*)::int AS n, sum(o."premium_cny") AS premium
			FROM "old_policies" o JOIN "new_policies" n ON n."id" = o."id"
			WHERE (n."account_id", n."issued_at", n."product_code", n."policy_status", n."premium_cny")
				IS DISTINCT FROM (o."account_id", o."issued_at", o."product_code", o."policy_status", o."premium_cny")
			GROUP BY 1, 2, 3, 4
		) AS gone
		WHERE (t."account_id", t."issue_day", t."product_code", t."policy_status")
			= (gone."account_id", gone."day", gone."product_code", gone."status");
		INSERT INTO "policy_issue_day_totals" AS t ("account_id", "issue_day", "product_code", "policy_status",
			"policies", "premium_cny")
		SELECT n."account_id", ((n."issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, n."product_code", coalesce(n."policy_status", ''), count(*)::int, sum(n."premium_cny")
		FROM "new_policies" n JOIN "old_policies" o ON o."id" = n."id"
		WHERE (n."account_id", n."issued_at", n."product_code", n."policy_status", n."premium_cny")
				IS DISTINCT FROM (o."account_id", o."issued_at", o."product_code", o."policy_status", o."premium_cny")
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("account_id", "issue_day", "product_code", "policy_status") DO UPDATE
		SET "policies" = t."policies" + excluded."policies", "premium_cny" = t."premium_cny" + excluded."premium_cny";
	ELSE
		INSERT INTO "policy_issue_day_totals" AS t ("account_id", "issue_day", "product_code", "policy_status",
			"policies", "premium_cny")
		SELECT n."account_id", ((n."issued_at" AT TIME ZONE 'UTC') + interval '8 hours')::date, n."product_code", coalesce(n."policy_status", ''), count(*)::int, sum(n."premium_cny")
		FROM "new_policies" n
		GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
		ON CONFLICT ("account_id", "issue_day", "product_code", "policy_status") DO UPDATE
		SET "policies" = t."policies" + excluded."policies", "premium_cny" = t."premium_cny" + excluded."premium_cny";
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
