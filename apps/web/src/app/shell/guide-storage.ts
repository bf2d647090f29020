/** Where this browser remembers the first-time guide was ignored or finished (SPEC §2: "remembered locally"). */
export const GUIDE_STORAGE_KEY = 'portal.guide';
export type GuideChoice = 'ignored' | 'done';
