import { DRAWN_ANSWERS_ELEMENT_ID } from '@cargo/domain';
import type { QueryClient } from '@tanstack/react-query';
import { markSessionStarted } from '../lib/session-marker.ts';

const isQueryEntry = (entry: unknown): entry is [unknown[], unknown] =>
  Array.isArray(entry) && entry.length === 2 && Array.isArray(entry[0]);

/**
 * Puts the answers the server drew the overview's frame with into the query cache before the router starts, so
 * the shell and the overview render at once and ask for none of them again (issue 14). They are the user's own
 * answers of this very page load; the server sends them only with a live session, which is also what the user
 * info's query marks.
 */
export const seedAnswersOfPage = (client: QueryClient): void => {
  if (typeof document === 'undefined') return;
  const script = document.getElementById(DRAWN_ANSWERS_ELEMENT_ID);
  if (script === null) return;
  script.remove();
  try {
    const entries: unknown = JSON.parse(script.textContent ?? '');
    if (!Array.isArray(entries)) return;
    for (const entry of entries.filter(isQueryEntry)) client.setQueryData(entry[0], entry[1]);
    markSessionStarted();
  } catch (error) {
    console.error('The answers drawn into the page could not be read; they are asked for again', error);
  }
};
