import type { ThemeConfig } from 'antd';

/** Corporate blue, calm surfaces, 6 px radii; CSS variables in styles/global.css repeat the key colours. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1658d8',
    colorInfo: '#1658d8',
    colorLink: '#1658d8',
    colorBgLayout: '#f3f6fb',
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: 0,
      footerBg: 'transparent',
      bodyBg: '#f3f6fb',
    },
    Menu: {
      horizontalItemSelectedColor: '#1658d8',
      itemHoverColor: '#1658d8',
      horizontalLineHeight: '58px',
      itemPaddingInline: 14,
    },
    Tabs: { cardBg: '#f5f7fb', cardGutter: 4, horizontalMargin: '0' },
  },
};
