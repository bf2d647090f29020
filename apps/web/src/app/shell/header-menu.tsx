import type { MenuItem } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Menu, type MenuProps, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { PORTAL_TOKEN } from '../../api/request.ts';
import { grayStatusQuery } from '../../api/shell.api.ts';
import { useShell } from '../../ui/shell/shell-context.ts';
import { findMenuEntry, flattenMenus, isExternalUrl, VESSEL_AUTH_CODE } from '../menu.ts';
import styles from './shell.module.css';

type MenuEntries = NonNullable<MenuProps['items']>;

/** SPEC §2: the vessel link carries the account name and the portal token once gray release opens it. */
export const vesselUrl = (path: string, accountName: string): string => {
  const url = new URL(path);
  url.searchParams.set('accountName', accountName);
  url.searchParams.set('token', PORTAL_TOKEN);
  return url.toString();
};

/** The menu tree as antd entries; the vessel item is disabled with an explanation until gray release opens it. */
function useMenuEntries(menus: MenuItem[], vesselOpen: boolean): MenuEntries {
  const { t } = useTranslation();
  return useMemo<MenuEntries>(() => {
    const toEntry = (item: MenuItem): MenuEntries[number] => {
      const label = <span data-testid={`menu-${item.menuId}`}>{item.menuName}</span>;
      if (item.subMenus.length > 0) {
        return {
          key: item.menuId,
          label,
          popupClassName: styles.menuPopup,
          children: item.subMenus.map(toEntry),
        };
      }
      const isVessel = item.authCode === VESSEL_AUTH_CODE;
      const disabled = isVessel ? !vesselOpen : item.disabled;
      if (!disabled) return { key: item.menuId, label };
      const explained = (
        <Tooltip title={t('shell.menu.vesselUpgrading')} mouseEnterDelay={0.1} placement="right">
          {label}
        </Tooltip>
      );
      return { key: item.menuId, disabled: true, label: isVessel ? explained : label };
    };
    return menus.map(toEntry);
  }, [menus, vesselOpen, t]);
}

/** The header menu (SPEC §2 "Header menu"): groups with dropdown items from the user's menu tree. */
export function HeaderMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { menus, user } = useShell();
  const { message } = useFeedback();
  const gray = useQuery(grayStatusQuery());
  const vesselOpen = gray.data?.grayShipStatus === true;
  // A choice by keyboard leaves no pointer to leave the popup, so it stayed open: the menu is rebuilt closed.
  const [generation, setGeneration] = useState(0);

  const items = useMenuEntries(menus, vesselOpen);

  const open: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (domEvent.type === 'keydown') setGeneration((value) => value + 1);
    const item = flattenMenus(menus).find((entry) => entry.menuId === key);
    if (!item || item.path === '') return;
    const target =
      item.authCode === VESSEL_AUTH_CODE ? vesselUrl(item.path, user.curUser.accountName) : item.path;
    if (item.blank || isExternalUrl(target)) {
      window.open(target, '_blank', 'noopener,noreferrer');
      return;
    }
    // SPEC §4 "Initial password": the user stays on the account page until the password is changed.
    if (user.isReset === 'N') {
      void message.warning(t('shell.menu.changePasswordFirst'));
      return;
    }
    navigate(target);
  };

  const active = findMenuEntry(menus, `${location.pathname}${location.search}`);
  const selectedKeys = useMemo(() => {
    if (!active) return [];
    const parents = flattenMenus(menus).filter((item) =>
      item.subMenus.some((sub) => sub.menuId === active.menuId),
    );
    return [active.menuId, ...parents.map((item) => item.menuId)];
  }, [active, menus]);

  return (
    <nav className={styles.menuArea} data-testid="header-menu" aria-label={t('shell.a11y.mainMenu')}>
      <Menu
        key={generation}
        mode="horizontal"
        items={items}
        onClick={open}
        selectedKeys={selectedKeys}
        className={styles.menu}
        triggerSubMenuAction="hover"
        // The "···" entry that holds the groups without room (English is wider) is named for screen readers.
        overflowedIndicator={
          <span role="img" aria-label={t('shell.a11y.moreMenus')}>
            ···
          </span>
        }
      />
    </nav>
  );
}
