import { Layout } from 'antd';
import { Link } from 'react-router';
import { FontEmphasis } from '../../features/preference/index.ts';
import { GlobalSearch } from '../../features/search/index.ts';
import { BrandMark } from '../../ui/shell/brand.tsx';
import { LanguageSwitch } from '../../ui/shell/language-switch.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { MessageBell } from './message-bell.tsx';
import styles from './shell.module.css';
import { UserDropdown } from './user-dropdown.tsx';
import { VipBadge } from './vip-badge.tsx';

export function PortalHeader() {
  return (
    <Layout.Header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brandLink}>
          <BrandMark />
        </Link>
        <div className={styles.actions}>
          <GlobalSearch />
          <LanguageSwitch />
          <MessageBell />
          <VipBadge />
          <UserDropdown />
        </div>
      </div>
      {/* The menu has a row of its own: every group shows from 1280 px up in both languages. */}
      <div className={styles.menuRow}>
        <HeaderMenu />
      </div>
      <FontEmphasis />
    </Layout.Header>
  );
}
