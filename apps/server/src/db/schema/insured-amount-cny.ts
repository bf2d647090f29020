import { sql } from 'drizzle-orm';

/**
 * An application's sum insured in CNY fen at its own rate, as migration 0034 computes it (explained there):
 * amount x rate x 100 rounded half away from zero at the currency's minor units; 0 for CNY itself.
 */
export const INSURED_AMOUNT_CNY = sql`CASE WHEN "currency_code" IN ('01', 'CNY') THEN 0
	ELSE div(
		round("insured_amount"::numeric * "exchange_rate" * 100,
			-(CASE WHEN "currency_code" IN ('05', 'JPY', '23', 'KRW') THEN 0 ELSE 2 END)),
		power(10::numeric, CASE WHEN "currency_code" IN ('05', 'JPY', '23', 'KRW') THEN 0 ELSE 2 END))
	END`;
