import type { MenuItem } from '@cargo/domain';
import { Button } from 'antd';
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeStorage } from '../../lib/storage.ts';
import { MAIN_ID } from '../../ui/shell/page-heading.tsx';
import { useShell } from '../../ui/shell/shell-context.ts';
import { type BubblePlacement, bubblePlacement } from './guide-placement.ts';
import { GUIDE_STORAGE_KEY, type GuideChoice } from './guide-storage.ts';
import styles from './shell-extras.module.css';

const GROUP_TEXTS = new Set([
  'aaas_home',
  'aaas_market_insure',
  'aaas_market_correction',
  'aaas_market_declaration',
  'aaas_market_claims',
  'aaas_market_documents',
  'aaas_market_tools',
]);

/** The attribute that outlines the menu group the guide describes (shell-extras.module.css). */
const CURRENT_ATTRIBUTE = 'data-guide-current';

const isShown = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.getClientRects().length > 0;

/** The group's menu entry; a group folded into the "…" entry of a narrow header points at that entry. */
const menuGroupElement = (item: MenuItem): HTMLElement => {
  const entry = document.querySelector(`[data-testid="menu-${item.menuId}"]`)?.closest('li');
  if (isShown(entry)) return entry;
  const rest = document.querySelector('[data-testid="header-menu"] .ant-menu-overflow-item-rest');
  if (isShown(rest)) return rest;
  return document.querySelector<HTMLElement>('[data-testid="header-menu"]') ?? document.body;
};

/**
 * Outlines the group's menu entry and places the bubble's arrow under it, again whenever the header's menu
 * changes size (a narrower window folds groups into "…").
 */
const useGroupPointer = (item: MenuItem | undefined, strip: RefObject<HTMLElement | null>) => {
  const [placement, setPlacement] = useState<BubblePlacement>({ left: 16, arrow: 48 });
  useLayoutEffect(() => {
    if (!item) return;
    let marked: HTMLElement | undefined;
    const place = () => {
      const target = menuGroupElement(item);
      if (target !== marked) {
        marked?.removeAttribute(CURRENT_ATTRIBUTE);
        target.setAttribute(CURRENT_ATTRIBUTE, '');
        marked = target;
      }
      const area = strip.current?.getBoundingClientRect();
      if (!area) return;
      const rect = target.getBoundingClientRect();
      setPlacement(bubblePlacement({ left: rect.left - area.left, width: rect.width }, area.width));
    };
    place();
    const observer = new ResizeObserver(place);
    const menu = document.querySelector('[data-testid="header-menu"]');
    if (menu) observer.observe(menu);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      marked?.removeAttribute(CURRENT_ATTRIBUTE);
    };
  }, [item, strip]);
  return placement;
};

/**
 * SPEC §2: a first-time guide bubble per menu group, with Ignore and Next (Done on the last). Shown once
 * per browser: ignoring (the button, or Escape inside it) and finishing are remembered locally.
 * It covers nothing and takes nothing (docs/business-rules.md "First-time guide"): a strip under the header,
 * in the page's flow, whose bubble points up at the group it describes (outlined in the menu); opening it
 * leaves the focus where it was, so the menu keeps its own keyboard. A new step is announced to screen readers.
 */
export function GuidePanel() {
  const { t } = useTranslation();
  const { menus } = useShell();
  // Mounted only when due (shell-extras.tsx `GuideWhenDue`): open until ignored or finished.
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(0);
  const strip = useRef<HTMLElement>(null);
  const item = open ? menus[current] : undefined;
  const placement = useGroupPointer(item, strip);
  const titleId = useId();

  if (!item) return null;

  const finish = (choice: GuideChoice) => {
    writeStorage('local', GUIDE_STORAGE_KEY, choice);
    // The focus was on its buttons: it goes on to the page rather than falling to <body>.
    if (strip.current?.contains(document.activeElement)) document.getElementById(MAIN_ID)?.focus();
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    finish('ignored');
  };
  const last = current >= menus.length - 1;
  return (
    <section
      ref={strip}
      className={styles.guide}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="guide-panel"
    >
      <div className={styles.guideBubble} style={{ marginInlineStart: placement.left }}>
        <span
          className={styles.guideArrow}
          style={{ insetInlineStart: placement.arrow }}
          aria-hidden="true"
        />
        <div aria-live="polite" aria-atomic="true">
          <h2 id={titleId} className={styles.guideTitle}>
            {t('firstGuide.title', { current: current + 1, total: menus.length })}
          </h2>
          <p className={styles.guideText} data-testid={`guide-text-${item.menuId}`}>
            {GROUP_TEXTS.has(item.authCode)
              ? t(`firstGuide.group.${item.authCode}` as 'firstGuide.group.aaas_home')
              : t('firstGuide.group.other', { name: item.menuName })}
          </p>
        </div>
        <div className={styles.guideActions}>
          <Button size="small" onClick={() => finish('ignored')} data-testid="guide-ignore">
            {t('firstGuide.ignore')}
          </Button>
          <Button
            size="small"
            type="primary"
            onClick={() => (last ? finish('done') : setCurrent(current + 1))}
            data-testid="guide-next"
          >
            {last ? t('firstGuide.done') : t('firstGuide.next')}
          </Button>
        </div>
      </div>
    </section>
  );
}
