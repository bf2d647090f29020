/**
 * The accessible name of a row's action in a list: its visible label, then the row's number ("撤回 9900…"), so that
 * a screen reader tells the ten "Withdraw" buttons of a page apart (the accessibility crawl's shared names, seen on
 * full pages at scale). The visible label comes first, as WCAG's "label in name" asks.
 */
export const rowActionName = (action: string, rowNumber: string): string => `${action} ${rowNumber}`;
