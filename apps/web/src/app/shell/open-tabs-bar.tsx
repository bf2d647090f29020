import { CloseCircleOutlined, CloseOutlined, DownOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useShell } from '../../ui/shell/shell-context.ts';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  getTabs,
  neighbourAfterClose,
  type OpenTab,
  setTabs,
  useOpenTabs,
} from '../../ui/tabs-store.ts';
import { pageTitleOf } from './page-title.ts';
import styles from './shell.module.css';

type TabAction = 'close' | 'closeOthers' | 'closeAll';

/** Closes tabs; after closing, stays if the current tab survived, else goes to a neighbour or the affix tab. */
const useTabActions = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (action: TabAction, target: string) => {
    const before = getTabs();
    const fallback = action === 'close' ? neighbourAfterClose(before, target) : undefined;
    setTabs((list) =>
      action === 'close'
        ? closeTab(list, target)
        : action === 'closeOthers'
          ? closeOtherTabs(list, target)
          : closeAllTabs(list),
    );
    const after = getTabs();
    if (after.some((tab) => tab.path === pathname)) return;
    const next =
      (fallback && after.find((tab) => tab.path === fallback.path)) ??
      after.find((tab) => tab.path === target) ??
      after.at(-1);
    navigate(next ? next.fullPath : '/');
  };
};

/** From a tab's context menu the actions concern that tab; from the bar's menu, the current one. */
const actionItems = (t: TFunction, tab: OpenTab | undefined, fromContext: boolean): MenuProps['items'] => [
  {
    key: 'close',
    icon: <CloseOutlined aria-hidden />,
    label: (
      <span data-testid="tabs-close">{t(fromContext ? 'shell.tabs.close' : 'shell.tabs.closeCurrent')}</span>
    ),
    disabled: !tab || tab.affix,
  },
  {
    key: 'closeOthers',
    icon: <MinusCircleOutlined aria-hidden />,
    label: <span data-testid="tabs-close-others">{t('shell.tabs.closeOthers')}</span>,
  },
  {
    key: 'closeAll',
    icon: <CloseCircleOutlined aria-hidden />,
    label: <span data-testid="tabs-close-all">{t('shell.tabs.closeAll')}</span>,
  },
];

/** The bar's own menu, on the right: the actions for the current tab. */
function TabsActionsMenu({
  current,
  act,
}: {
  current: OpenTab | undefined;
  act: ReturnType<typeof useTabActions>;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Dropdown
      menu={{
        items: actionItems(t, current, false),
        onClick: ({ key }) => act(key as TabAction, pathname),
      }}
      placement="bottomRight"
    >
      <Button size="small" type="text" data-testid="tabs-actions">
        {t('shell.tabs.actions')}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}

/**
 * The open-pages bar under the header (SPEC §4 "Tabs"): close one, others or all; affix tabs stay. It is a
 * navigation list of links, each with its own close button named after its page, not an ARIA tablist: there
 * are no tab panels, and a close button inside a tablist breaks its role structure.
 */
export function OpenTabsBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { menus } = useShell();
  const tabs = useOpenTabs();
  const act = useTabActions();

  // Re-resolved on render so that a language switch retitles the tabs.
  const titleOf = (tab: OpenTab): string => pageTitleOf(menus, tab.fullPath, (key) => t(key)) ?? tab.title;

  const current = tabs.find((tab) => tab.path === pathname);
  // Before the first page has opened its tab (a redirect of `/` on its way): the row keeps its height, as the
  // portal's frame draws it, so the page below does not move up and down.
  if (tabs.length === 0) return <div className={`${styles.tabsBar} ${styles.frameTabs}`} />;

  return (
    <nav className={styles.tabsBar} data-testid="tabs" aria-label={t('shell.tabs.label')}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => {
          const title = titleOf(tab);
          const active = tab === current;
          return (
            <li key={tab.path} className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}>
              <Dropdown
                trigger={['contextMenu']}
                menu={{
                  items: actionItems(t, tab, true),
                  onClick: ({ key }) => act(key as TabAction, tab.path),
                }}
              >
                <Link
                  to={tab.fullPath}
                  className={styles.tabLabel}
                  aria-current={active ? 'page' : undefined}
                  data-testid={`tab-${tab.path}`}
                >
                  {title}
                </Link>
              </Dropdown>
              {!tab.affix && (
                <button
                  type="button"
                  className={styles.tabClose}
                  aria-label={t('shell.tabs.closeTab', { title })}
                  data-testid={`tab-close-${tab.path}`}
                  onClick={() => act('close', tab.path)}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <TabsActionsMenu current={current} act={act} />
    </nav>
  );
}
