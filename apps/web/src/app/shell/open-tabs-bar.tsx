import { CloseCircleOutlined, CloseOutlined, DownOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  getTabs,
  neighbourAfterClose,
  type OpenTab,
  setTabs,
  useOpenTabs,
} from '../tabs-store.ts';
import { pageTitleOf } from './page-title.ts';
import styles from './shell.module.css';
import { useShell } from './shell-context.ts';

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
    icon: <CloseOutlined />,
    label: (
      <span data-testid="tabs-close">{t(fromContext ? 'shell.tabs.close' : 'shell.tabs.closeCurrent')}</span>
    ),
    disabled: !tab || tab.affix,
  },
  {
    key: 'closeOthers',
    icon: <MinusCircleOutlined />,
    label: <span data-testid="tabs-close-others">{t('shell.tabs.closeOthers')}</span>,
  },
  {
    key: 'closeAll',
    icon: <CloseCircleOutlined />,
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
      <Button size="small" type="text" data-testid="tabs-actions" aria-label={t('shell.tabs.actions')}>
        {t('shell.tabs.actions')}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** The open-pages bar under the header (SPEC §4 "Tabs"): close one, others or all; affix tabs stay. */
export function OpenTabsBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menus } = useShell();
  const tabs = useOpenTabs();
  const act = useTabActions();

  // Re-resolved on render so that a language switch retitles the tabs.
  const titleOf = (tab: OpenTab): string => pageTitleOf(menus, tab.fullPath, (key) => t(key)) ?? tab.title;

  const current = tabs.find((tab) => tab.path === pathname);
  if (tabs.length === 0) return null;

  return (
    <div className={styles.tabsBar} data-testid="tabs">
      <Tabs
        className={styles.tabs}
        type="editable-card"
        size="small"
        hideAdd
        activeKey={current?.path ?? ''}
        onChange={(key) => {
          const tab = tabs.find((item) => item.path === key);
          if (tab) navigate(tab.fullPath);
        }}
        onEdit={(key, editAction) => {
          if (editAction === 'remove' && typeof key === 'string') act('close', key);
        }}
        items={tabs.map((tab) => ({
          key: tab.path,
          closable: !tab.affix,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: actionItems(t, tab, true),
                onClick: ({ key }) => act(key as TabAction, tab.path),
              }}
            >
              <span className={styles.tabLabel} data-testid={`tab-${tab.path}`}>
                {titleOf(tab)}
              </span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{ right: <TabsActionsMenu current={current} act={act} /> }}
      />
    </div>
  );
}
