import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { holidayQuery, surveyQuery } from '../../api/shell-extras.api.ts';
import { readStorage } from '../../lib/storage.ts';
import { useShell } from '../../ui/shell/shell-context.ts';
import { GUIDE_STORAGE_KEY } from './guide-storage.ts';

// The guide, the rating form and the festival corner (its images and antd's Modal) are shown to few
// visits: each is its own download, asked for only when it is shown, so the overview's first render neither waits
// for nor evaluates them (issue 14).
const GuidePanel = lazy(() => import('./guide-panel.tsx').then((module) => ({ default: module.GuidePanel })));
const RatingPanel = lazy(() =>
  import('./rating-panel.tsx').then((module) => ({ default: module.RatingPanel })),
);
const FestivalCorner = lazy(() =>
  import('./festival-corner.tsx').then((module) => ({ default: module.FestivalCorner })),
);

/** SPEC §2: the festival image while the insurer's holiday flag is Y (the flag and the image are switches). */
function FestivalWhenOn() {
  const holiday = useQuery(holidayQuery()).data;
  return holiday?.HolidayFlag === 'Y' ? <FestivalCorner image={holiday.ImageName} /> : null;
}

/** SPEC §2: the guide shows until this browser ignored or finished it, never over a forced password change. */
function GuideWhenDue() {
  const { user } = useShell();
  const due = readStorage('local', GUIDE_STORAGE_KEY) === null && user.isReset !== 'N';
  return due ? <GuidePanel /> : null;
}

/** The rating panel, once the server says this user is asked (SPEC §2 satisfaction survey). */
function RatingWhenAsked() {
  const asked = useQuery(surveyQuery()).data === true;
  return asked ? <RatingPanel /> : null;
}

/**
 * SPEC §2 first-time guide: a strip under the header, in the page's flow (guide-panel.tsx), so it covers
 * nothing. Its own boundary: the rating's download would otherwise hold it back.
 */
export function ShellGuide() {
  return (
    <Suspense fallback={null}>
      <GuideWhenDue />
    </Suspense>
  );
}

/**
 * SPEC §2 satisfaction rating: a strip above the page, in its flow (rating-panel.tsx), so it covers nothing;
 * asked on the overview only, never over a form or a list the user is working in.
 */
export function ShellRating() {
  const onOverview = useLocation().pathname === '/dashboard';
  if (!onOverview) return null;
  return (
    <Suspense fallback={null}>
      <RatingWhenAsked />
    </Suspense>
  );
}

/** SPEC §2: the festival corner image, floating at the lower left (its own corner, over no control). */
export function ShellExtras() {
  return (
    <Suspense fallback={null}>
      <FestivalWhenOn />
    </Suspense>
  );
}
