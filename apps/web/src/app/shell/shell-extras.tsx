import { useLocation } from 'react-router';
import { FestivalCorner } from './festival-corner.tsx';
import { GuideBubbles } from './guide-bubbles.tsx';
import { RatingPanel } from './rating-panel.tsx';

/**
 * The shell's floating extras (SPEC §2): first-time guide, festival corner image, satisfaction rating. The
 * rating is asked on the overview only, never over a form or a list the user is working in.
 */
export function ShellExtras() {
  const onOverview = useLocation().pathname === '/dashboard';
  return (
    <>
      <GuideBubbles />
      <FestivalCorner />
      {onOverview && <RatingPanel />}
    </>
  );
}
