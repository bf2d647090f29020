/**
 * The columns some indexes carry in their leaves (`INCLUDE (…)` in the migrations), which Drizzle's index
 * builder cannot declare. `schema-drift.test.ts` compares each index of the migrated database with the Drizzle
 * schema's after taking these off, and fails on an INCLUDE that is not listed here or differs.
 */
export const INDEX_INCLUDED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  applications_account_status_submitted_idx: [
    'currency_code',
    'insured_amount',
    'premium',
    'premium_cny',
    'exchange_rate',
    'created_at',
    'voucher_no',
    'insured_amount_cny',
  ],
  applications_referred_queue_idx: ['account_id', 'voucher_no'],
  declarations_review_queue_idx: ['account_id', 'open_policy_id', 'declaration_no'],
  corrections_review_queue_idx: ['account_id', 'correction_no', 'policy_no'],
  declarations_account_status_date_idx: [
    'open_policy_id',
    'currency_code',
    'insured_amount',
    'premium',
    'declaration_no',
  ],
};
