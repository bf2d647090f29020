import type { ReactNode } from 'react';

/** A card's heading: the page's own title is the shell's h1, its sections are h2. */
export function SectionHeading({ children }: { children: ReactNode }) {
  return <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{children}</h2>;
}
