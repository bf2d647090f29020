import {
  ApiOutlined,
  DownOutlined,
  FileProtectOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  SendOutlined,
  SettingOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { UserInfo } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Dropdown, type MenuProps, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { chooseUser } from '../../api/shell.api.ts';
import { accountRoleQuery } from '../../features/user-admin/index.ts';
import { logoutAndLeave, rememberAccountName } from '../../ui/session.ts';
import { useShell } from '../../ui/shell/shell-context.ts';
import { resetTabs } from '../../ui/tabs-store.ts';
import styles from './shell.module.css';

type MenuEntries = NonNullable<MenuProps['items']>;

const SWITCH_PREFIX = 'switch:';
/** Public pages open in a new browser tab, so the user keeps the shell and its open tabs. */
const PUBLIC_PAGES: Readonly<Record<string, string>> = {
  aboutUs: '/about-us',
  commonQuestions: '/commonQuestions',
};
const SHELL_PAGES: Readonly<Record<string, string>> = {
  account: '/user-management/account',
  preference: '/user-management/preference',
  protocol: '/user-management/protocol',
  users: '/user-management/users',
  apiKeys: '/user-management/api-keys',
  webhooks: '/user-management/webhooks',
};

/** SPEC §8 "switch account": the new account's menu decides its first page, so the app reloads from the root. */
const useSwitchAccount = () => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [switching, setSwitching] = useState(false);

  const switchAccount = async (accountName: string) => {
    if (switching) return;
    setSwitching(true);
    try {
      const result = await chooseUser({ accountName });
      rememberAccountName(result.accountName);
      await message.success(t('shell.user.switchSucceeded'), 1);
      // Reload from the root: the new account's menu decides its first page; the old tabs may not apply.
      resetTabs();
      window.location.replace('/');
    } catch {
      // The request wrapper has shown why (SPEC §8 "switch account failed").
      setSwitching(false);
    }
  };
  return { switching, switchAccount };
};

/** The accounts the user may switch to, the current one shown but disabled. */
const switchAccountItem = (t: TFunction, user: UserInfo, switching: boolean): MenuEntries[number] => ({
  key: 'switch',
  icon: <SwapOutlined />,
  label: <span data-testid="switch-account">{t('shell.user.switchAccount')}</span>,
  disabled: switching || user.allUser.length === 0,
  popupClassName: styles.accountPopup,
  children: user.allUser.map((account) => {
    const isCurrent = account.isCurrent || account.accountName === user.curUser.accountName;
    return {
      key: `${SWITCH_PREFIX}${account.accountName}`,
      disabled: isCurrent,
      label: (
        <span className={styles.accountOption} data-testid={`switch-account-${account.accountName}`}>
          <span className={styles.accountName}>{account.companyName}</span>
          <span className={styles.accountCode}>{account.accountName}</span>
          {isCurrent && <Tag color="blue">{t('shell.user.current')}</Tag>}
          {account.isSubordinate && !isCurrent && <Tag>{t('shell.user.subordinate')}</Tag>}
          {account.isSandbox && (
            <Tag color="orange" data-testid={`switch-account-sandbox-${account.accountName}`}>
              {t('sandbox.label')}
            </Tag>
          )}
        </span>
      ),
    };
  }),
});

const menuItems = (t: TFunction, user: UserInfo, switching: boolean, isAdmin: boolean): MenuEntries => [
  {
    key: 'account',
    icon: <UserOutlined />,
    label: <span data-testid="user-menu-account">{t('shell.user.account')}</span>,
  },
  // The account's users: offered to its administrator only (features/user-admin).
  ...(isAdmin
    ? [
        {
          key: 'users',
          icon: <TeamOutlined />,
          label: <span data-testid="user-menu-users">{t('shell.page.userAdmin')}</span>,
        },
        {
          key: 'apiKeys',
          icon: <ApiOutlined />,
          label: <span data-testid="user-menu-api-keys">{t('shell.page.apiKeys')}</span>,
        },
        {
          key: 'webhooks',
          icon: <SendOutlined />,
          label: <span data-testid="user-menu-webhooks">{t('shell.page.webhooks')}</span>,
        },
      ]
    : []),
  {
    key: 'preference',
    icon: <SettingOutlined />,
    label: <span data-testid="user-menu-preference">{t('shell.user.preference')}</span>,
  },
  {
    key: 'protocol',
    icon: <FileProtectOutlined />,
    label: <span data-testid="user-menu-protocol">{t('shell.user.protocol')}</span>,
  },
  { type: 'divider' },
  {
    key: 'aboutUs',
    icon: <InfoCircleOutlined />,
    label: <span data-testid="user-menu-about-us">{t('shell.user.aboutUs')}</span>,
  },
  {
    key: 'commonQuestions',
    icon: <QuestionCircleOutlined />,
    label: <span data-testid="user-menu-common-questions">{t('shell.user.commonQuestions')}</span>,
  },
  { type: 'divider' },
  switchAccountItem(t, user, switching),
  { type: 'divider' },
  {
    key: 'logout',
    icon: <LogoutOutlined />,
    danger: true,
    label: <span data-testid="logout">{t('shell.user.logout')}</span>,
  },
];

/**
 * Open state of the dropdown. Opened from the keyboard (Enter or Space on the trigger, or an arrow key), the
 * menu takes the focus so the arrow keys walk it, and on closing the focus comes back to the trigger; opened
 * by the pointer, the focus stays where it was.
 */
const useDropdownOpen = () => {
  const [open, setOpen] = useState(false);
  const [focusMenu, setFocusMenu] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next || !focusMenu) return;
    setFocusMenu(false);
    // After antd's own focus moves (a frame later): unless the user went elsewhere, the focus would be left
    // on an item of the hidden menu, or on the page.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-dropdown-menu'))
        triggerRef.current?.focus();
    });
  };
  // Enter and Space go on to click the button, which opens the menu; the arrow keys open it here.
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') setFocusMenu(true);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    setFocusMenu(true);
  };
  return { open, focusMenu, triggerRef, onOpenChange, onTriggerKeyDown };
};

/**
 * SPEC §2 "User dropdown": account pages, public info pages, switch account, logout. Every item, the
 * account list included, opens by click and by keyboard, whether antd animates or not: the account list is
 * a submenu opened by a click (or Enter / right arrow), never only by hovering.
 */
export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useShell();
  const { switching, switchAccount } = useSwitchAccount();
  const { open, focusMenu, triggerRef, onOpenChange, onTriggerKeyDown } = useDropdownOpen();
  const current = user.curUser;
  const isAdmin = useQuery(accountRoleQuery()).data?.isAdmin === true;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith(SWITCH_PREFIX)) {
      void switchAccount(key.slice(SWITCH_PREFIX.length));
      return;
    }
    if (key === 'logout') {
      void logoutAndLeave(() => navigate('/login', { replace: true }));
      return;
    }
    const publicPage = PUBLIC_PAGES[key];
    if (publicPage) {
      window.open(publicPage, '_blank', 'noopener');
      return;
    }
    const shellPage = SHELL_PAGES[key];
    if (shellPage) navigate(shellPage);
  };

  const displayName = current.userName || user.userName;
  // Its name holds what it shows, in that order (WCAG 2.5.3 "label in name"): the user, then the current
  // company. The space between the two lines keeps their words apart for speech input and axe alike.
  return (
    <Dropdown
      menu={{ items: menuItems(t, user, switching, isAdmin), onClick, triggerSubMenuAction: 'click' }}
      placement="bottomRight"
      trigger={['hover', 'click']}
      open={open}
      onOpenChange={onOpenChange}
      autoFocus={focusMenu}
    >
      <button
        type="button"
        ref={triggerRef}
        className={styles.userTrigger}
        data-testid="user-dropdown"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={
          current.companyName
            ? t('shell.a11y.userMenuCompany', { name: displayName, company: current.companyName })
            : t('shell.a11y.userMenu', { name: displayName })
        }
        data-user-data
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar size={32} className={styles.avatar} icon={<UserOutlined aria-hidden />} />
        <span className={styles.userText}>
          <span className={styles.userName}>{displayName}</span>{' '}
          <span className={styles.companyName} title={current.companyName}>
            {current.companyName}
          </span>
        </span>
        <DownOutlined className={styles.caret} aria-hidden />
      </button>
    </Dropdown>
  );
}
