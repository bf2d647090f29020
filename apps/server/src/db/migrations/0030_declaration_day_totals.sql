-- How many declarations, and their insured amounts and premiums, each account has per open policy, status,
-- declaration day and currency, kept by the database in the same statement as the declarations (as the policy and
-- application day counts, migrations 0028 and 0029): the monthly declared premiums (dashboard, settlements), the
-- declarations under review and the declaration list's total are sums of these rows. Amounts are sums of integer
-- minor units (numeric: exact).
CREATE TABLE "declaration_day_totals" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"open_policy_id" integer NOT NULL,
	"status" text NOT NULL,
	"declaration_date" date NOT NULL,
	"currency_code" text NOT NULL,
	"declarations" integer NOT NULL,
	"insured_amount" numeric NOT NULL,
	"premium" numeric NOT NULL,
	PRIMARY KEY ("account_id", "status", "declaration_date", "open_policy_id", "currency_code")
);
--> statement-breakpoint
CREATE FUNCTION "declaration_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- One upsert of the changes (+1 per new row, -1 per old one, with their amounts), in the order of the keys,
	-- so that concurrent statements lock the rows they share in one order. Each branch names only the transition
	-- tables its operation has (the others do not exist); an update moves a row between the kept rows only when
	-- one of the columns its totals are kept by changed.
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "declaration_day_totals" AS t ("account_id", "status", "declaration_date", "open_policy_id", "currency_code", "declarations", "insured_amount", "premium")
		SELECT d0, d1, d2, d3, d4, sum(n)::int, sum(v0), sum(v1) FROM (
			SELECT n."account_id", n."status", n."declaration_date", n."open_policy_id", n."currency_code", 1, coalesce(n."insured_amount", 0), coalesce(n."premium", 0) FROM "new_declarations" n
		) AS delta (d0, d1, d2, d3, d4, n, v0, v1)
		GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ("account_id", "status", "declaration_date", "open_policy_id", "currency_code") DO UPDATE SET "declarations" = t."declarations" + excluded."declarations", "insured_amount" = t."insured_amount" + excluded."insured_amount", "premium" = t."premium" + excluded."premium";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "declaration_day_totals" AS t ("account_id", "status", "declaration_date", "open_policy_id", "currency_code", "declarations", "insured_amount", "premium")
		SELECT d0, d1, d2, d3, d4, sum(n)::int, sum(v0), sum(v1) FROM (
			SELECT o."account_id", o."status", o."declaration_date", o."open_policy_id", o."currency_code", -1, -coalesce(o."insured_amount", 0), -coalesce(o."premium", 0) FROM "old_declarations" o
		) AS delta (d0, d1, d2, d3, d4, n, v0, v1)
		GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ("account_id", "status", "declaration_date", "open_policy_id", "currency_code") DO UPDATE SET "declarations" = t."declarations" + excluded."declarations", "insured_amount" = t."insured_amount" + excluded."insured_amount", "premium" = t."premium" + excluded."premium";
	ELSE
		INSERT INTO "declaration_day_totals" AS t ("account_id", "status", "declaration_date", "open_policy_id", "currency_code", "declarations", "insured_amount", "premium")
		SELECT d0, d1, d2, d3, d4, sum(n)::int, sum(v0), sum(v1) FROM (
			SELECT n."account_id", n."status", n."declaration_date", n."open_policy_id", n."currency_code", 1, coalesce(n."insured_amount", 0), coalesce(n."premium", 0)
			FROM "new_declarations" n JOIN "old_declarations" o ON o."id" = n."id" WHERE (n."account_id", n."status", n."declaration_date", n."open_policy_id", n."currency_code", n."insured_amount", n."premium")
				IS DISTINCT FROM (o."account_id", o."status", o."declaration_date", o."open_policy_id", o."currency_code", o."insured_amount", o."premium")
			UNION ALL
			SELECT o."account_id", o."status", o."declaration_date", o."open_policy_id", o."currency_code", -1, -coalesce(o."insured_amount", 0), -coalesce(o."premium", 0)
			FROM "old_declarations" o JOIN "new_declarations" n ON n."id" = o."id" WHERE (n."account_id", n."status", n."declaration_date", n."open_policy_id", n."currency_code", n."insured_amount", n."premium")
				IS DISTINCT FROM (o."account_id", o."status", o."declaration_date", o."open_policy_id", o."currency_code", o."insured_amount", o."premium")
		) AS delta (d0, d1, d2, d3, d4, n, v0, v1)
		GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ("account_id", "status", "declaration_date", "open_policy_id", "currency_code") DO UPDATE SET "declarations" = t."declarations" + excluded."declarations", "insured_amount" = t."insured_amount" + excluded."insured_amount", "premium" = t."premium" + excluded."premium";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "declaration_day_totals_on_insert" AFTER INSERT ON "declarations"
	REFERENCING NEW TABLE AS "new_declarations"
	FOR EACH STATEMENT EXECUTE FUNCTION "declaration_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "declaration_day_totals_on_update" AFTER UPDATE ON "declarations"
	REFERENCING OLD TABLE AS "old_declarations" NEW TABLE AS "new_declarations"
	FOR EACH STATEMENT EXECUTE FUNCTION "declaration_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "declaration_day_totals_on_delete" AFTER DELETE ON "declarations"
	REFERENCING OLD TABLE AS "old_declarations"
	FOR EACH STATEMENT EXECUTE FUNCTION "declaration_day_totals_apply"();
--> statement-breakpoint
INSERT INTO "declaration_day_totals" ("account_id", "status", "declaration_date", "open_policy_id", "currency_code",
	"declarations", "insured_amount", "premium")
SELECT "account_id", "status", "declaration_date", "open_policy_id", "currency_code", count(*)::int,
	coalesce(sum("insured_amount"), 0), coalesce(sum("premium"), 0)
FROM "declarations" GROUP BY 1, 2, 3, 4, 5;
