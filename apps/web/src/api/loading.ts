/**
 * The full-page loading mask shared by all requests that ask for it (SPEC §7: a mask shows by default).
 * It appears only when some request has run for LOADING_DELAY_MS, so quick calls do not flash.
 */
export const LOADING_DELAY_MS = 200;

type Listener = () => void;

let pending = 0;
let visible = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

const setVisible = (next: boolean) => {
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
};

export const beginLoading = (): void => {
  pending += 1;
  if (visible || timer !== undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    if (pending > 0) setVisible(true);
  }, LOADING_DELAY_MS);
};

export const endLoading = (): void => {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  if (timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
  }
  setVisible(false);
};

export const isLoadingVisible = (): boolean => visible;

export const subscribeLoading = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
