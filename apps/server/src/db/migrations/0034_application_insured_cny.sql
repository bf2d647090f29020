-- Each application's sum insured in CNY fen at its own exchange rate, kept by the database (issue 14): the dashboard's
-- and the settlement summary's waiting payments summed it per row with numeric arithmetic, about 170 ms of CPU for the
-- 50 k applications of an account of 1 M (three processes in parallel), which held the overview to 9 answers a
-- second under load. Exactly `convertToCny` (packages/domain, pricing/money.ts): amount x rate x 100 is an exact
-- numeric, rounded half away from zero at the currency's minor units and divided by 10^minorUnits. 0 for CNY
-- itself (its amount is its CNY equivalent); NULL without a rate. The currencies without minor units (JPY, KRW, by
-- code or ISO code) are those of packages/domain codes/currency.ts; application-totals.test.ts checks every
-- currency of that list against convertToCny, so a new currency with other minor units fails until a migration
-- brings this column along.
ALTER TABLE "applications" ADD COLUMN "insured_amount_cny" numeric GENERATED ALWAYS AS (
	CASE WHEN "currency_code" IN ('01', 'CNY') THEN 0
	ELSE div(
		round("insured_amount"::numeric * "exchange_rate" * 100,
			-(CASE WHEN "currency_code" IN ('05', 'JPY', '23', 'KRW') THEN 0 ELSE 2 END)),
		power(10::numeric, CASE WHEN "currency_code" IN ('05', 'JPY', '23', 'KRW') THEN 0 ELSE 2 END))
	END
) STORED;
--> statement-breakpoint
DROP INDEX "applications_account_status_submitted_idx";
--> statement-breakpoint
CREATE INDEX "applications_account_status_submitted_idx" ON "applications" USING btree ("account_id","status","submitted_at","id") INCLUDE ("currency_code","insured_amount","premium","premium_cny","exchange_rate","created_at","voucher_no","insured_amount_cny");
