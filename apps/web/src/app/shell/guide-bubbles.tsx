import type { MenuItem } from '@cargo/domain';
import { Button, Tour, type TourStepProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeStorage } from '../../lib/storage.ts';
import { useShell } from '../../ui/shell/shell-context.ts';
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
 * SPEC §2: a first-time guide bubble per menu group, with Ignore and Next (Done on the last). Shown once
 * per browser: ignoring (the button, the close icon or Escape) and finishing are remembered locally. No
 * mask, so the page stays usable; the Next button takes the focus so the keyboard can follow.
 */
export function GuideBubbles() {
  const { t } = useTranslation();
  const { menus } = useShell();
  // Mounted only when due (shell-extras.tsx `GuideWhenDue`): open until ignored or finished.
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(0);

  const finish = (choice: GuideChoice) => {
    writeStorage('local', GUIDE_STORAGE_KEY, choice);
    setOpen(false);
  };

  const steps = useMemo<TourStepProps[]>(
    () =>
      menus.map((item, index) => ({
        title: t('firstGuide.title', { current: index + 1, total: menus.length }),
        description: (
          <p className={styles.guideText} data-testid={`guide-text-${item.menuId}`}>
            {GROUP_TEXTS.has(item.authCode)
              ? t(`firstGuide.group.${item.authCode}` as 'firstGuide.group.aaas_home')
              : t('firstGuide.group.other', { name: item.menuName })}
          </p>
        ),
        target: () => menuGroupElement(item),
        placement: 'bottom',
      })),
    [menus, t],
  );

  // The focus follows the bubble, so Enter goes on and Tab reaches Ignore.
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      document.querySelector<HTMLElement>(`[data-testid="guide-next"][data-step="${current}"]`)?.focus();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [open, current]);

  if (steps.length === 0) return null;
  const last = current >= steps.length - 1;
  return (
    <Tour
      open={open}
      current={current}
      onChange={setCurrent}
      onClose={() => finish('ignored')}
      steps={steps}
      mask={false}
      indicatorsRender={() => null}
      actionsRender={() => (
        <>
          <Button size="small" onClick={() => finish('ignored')} data-testid="guide-ignore">
            {t('firstGuide.ignore')}
          </Button>
          <Button
            size="small"
            type="primary"
            data-step={current}
            onClick={() => (last ? finish('done') : setCurrent(current + 1))}
            data-testid="guide-next"
          >
            {last ? t('firstGuide.done') : t('firstGuide.next')}
          </Button>
        </>
      )}
    />
  );
}
