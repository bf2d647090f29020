import { Grid, Menu, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../ui/shell/brand';
import { LanguageSwitch } from '../../ui/shell/language-switch';
import { PUBLIC_HEADER_TABS, PUBLIC_PATHS } from './public-paths';

/**
 * Header of the public pages: the shell's brand (logo, product name), the tabs Home / Business appointment /
 * About us, and the Chinese / English switch.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const { token } = theme.useToken();

  const selected = PUBLIC_HEADER_TABS.find((tab) => pathname.startsWith(tab.path))?.path;

  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: token.colorBgContainer,
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
      }}
    >
      <div
        style={{
          maxWidth: 1200,
          minHeight: 64,
          margin: '0 auto',
          padding: '0 24px',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 24,
        }}
      >
        <Link
          to={PUBLIC_PATHS.home}
          style={{ display: 'flex', alignItems: 'center', flexShrink: 0, textDecoration: 'none' }}
        >
          <BrandMark compact={narrow} />
        </Link>
        <nav
          aria-label={t('public.header.navigation')}
          // Narrow screens: the tabs get a row of their own under the logo and the language switch.
          style={narrow ? { order: 3, flexBasis: '100%' } : { flex: 1, minWidth: 0 }}
        >
          <Menu
            mode="horizontal"
            selectedKeys={selected ? [selected] : []}
            style={{ borderBottom: 'none', lineHeight: narrow ? '44px' : '62px' }}
            items={PUBLIC_HEADER_TABS.map((tab) => ({
              key: tab.path,
              label: (
                <Link to={tab.path} data-testid={tab.testId}>
                  {t(tab.labelKey)}
                </Link>
              ),
            }))}
          />
        </nav>
        <LanguageSwitch style={narrow ? { marginInlineStart: 'auto' } : undefined} />
      </div>
    </header>
  );
}
