import type { ThemeConfig } from 'antd';

/**
 * Grey text at WCAG AA (4.5:1 and more) on white and on the page background #f3f6fb; antd's defaults
 * (black at 45 % and 25 % opacity) are 3.1:1 and 1.8:1. `theme.test.ts` measures each pair.
 */
export const TEXT_COLOURS = {
  secondary: '#4e5969',
  description: '#5e6b7f',
  placeholder: '#637085',
} as const;

/** The primary blue when hovered and pressed: white on each at 4.5:1 or more, like the blue itself. */
export const PRIMARY_STATES = { rest: '#1658d8', hover: '#0f47b5', active: '#0b3a94' } as const;

/** The key of the portal theme's CSS variables (below). */
export const PORTAL_CSS_VAR_KEY = 'css-var-portal';

/** Corporate blue, calm surfaces, 6 px radii; CSS variables in styles/global.css repeat the key colours. */
export const portalTheme: ThemeConfig = {
  token: {
    colorTextSecondary: TEXT_COLOURS.secondary,
    colorTextTertiary: TEXT_COLOURS.description,
    colorTextDescription: TEXT_COLOURS.description,
    colorTextPlaceholder: TEXT_COLOURS.placeholder,
    colorTextDisabled: TEXT_COLOURS.placeholder,
    // Red text (errors under fields, danger buttons) at 5.6:1 on white; antd's #ff4d4f is 3.3:1.
    colorError: '#cf1322',
    colorPrimary: PRIMARY_STATES.rest,
    // White on a hovered or pressed primary button: antd lightens the hover to 4.0:1, so both darken.
    colorPrimaryHover: PRIMARY_STATES.hover,
    colorPrimaryActive: PRIMARY_STATES.active,
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
    // Tag text is the palette's 7th shade, or the status colour: darker shades reach 4.5:1 on the tag's tint.
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorError: '#cf1322',
      green7: '#237804',
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      cyan7: '#006d75',
      lime7: '#3f6600',
    },
    Tabs: { cardBg: '#f5f7fb', cardGutter: 4, horizontalMargin: '0' },
    // An unchecked switch is filled with the quaternary text colour (black at 25 %): its white "off" text was
    // 2:1; the secondary grey carries it at 7:1, and hovered a darker grey.
    Switch: { colorTextQuaternary: TEXT_COLOURS.secondary, colorTextTertiary: '#3d4654' },
  },
  // A fixed key for the theme's CSS variables (antd's default comes from React's useId, which differs between
  // the server and the browser): the overview the server draws (shell/overview-frame-render.tsx) and the styles
  // computed at build time (shell/first-screen-antd-styles.tsx) name the same variables as the browser's antd.
  cssVar: { key: PORTAL_CSS_VAR_KEY },
};
