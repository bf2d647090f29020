/**
 * A table wider than its card scrolls sideways; with no link or button in its cells the keyboard could not
 * reach it to scroll (axe `scrollable-region-focusable`). Each table scroller that overflows becomes a tab
 * stop of its own, once for every table of the app.
 */
const SCROLLER_SELECTOR = '.ant-table-content, .ant-table-body';

const makeReachable = (root: ParentNode) => {
  for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLER_SELECTOR)) {
    const overflows =
      scroller.scrollWidth > scroller.clientWidth || scroller.scrollHeight > scroller.clientHeight;
    if (overflows && scroller.tabIndex < 0) scroller.tabIndex = 0;
  }
};

/** Watches the document for table scrollers; answers the stop function. */
export const watchTableScrollers = (root: HTMLElement = document.body): (() => void) => {
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => makeReachable(root));
  };
  schedule();
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', schedule);
  };
};
