import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const isReduced = () => window.matchMedia(QUERY).matches;

/** Whether the user asked the system for less motion (antd's animations are then turned off). */
export const usePrefersReducedMotion = (): boolean => useSyncExternalStore(subscribe, isReduced, () => false);
