import type { ReactNode } from 'react';

/**
 * What a repeated action acts on, read by screen readers only: the "Copy" buttons of two policy rows are
 * "Copy 6101…" and "Copy 6102…" to them, and the same "Copy" on screen, where the row shows it.
 */
export function ActsOn({ children }: { children: ReactNode }) {
  return <span className="visually-hidden"> {children}</span>;
}
