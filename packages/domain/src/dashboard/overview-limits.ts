/** Days of the continued-policy (renewal) windows and of the pending matters (SPEC §6). */
export const CONTINUED_POLICY_WINDOWS = [30, 60, 90] as const;
export const PENDING_MATTER_DAYS = 30;
/** Rows of the pending matters and correction reminders on the overview. */
export const OVERVIEW_LIST_SIZE = 10;
/** Notices on the board. */
export const BOARD_SIZE = 5;
