/** What other features and the shell may use of preference: the only way in from outside the folder. */
export { FontEmphasis } from './font-emphasis.tsx';
export { usePrintHabit, usePrintHabitOptions } from './use-print-habit.ts';
