/**
 * antd's style registrations (`<component>-<part>`, the names in antd's map of what a stylesheet holds) whose
 * styles every page that can draw them gets computed at build time (first-screen-antd-styles.tsx: the first
 * screen's stylesheet, in the pages' stylesheet too and linked by index.html). The browser build ships their
 * components without the functions that compute them (build/antd-style-functions.ts): antd finds them in the
 * stylesheet and never calls those functions. A registration left out here keeps its function and is computed in
 * the browser when the stylesheet lacks it. The login page links no antd stylesheet and draws no antd component.
 */
export const BUILD_TIME_ANTD_STYLES: readonly string[] = [
  'App-App',
  'Layout-Layout',
  'Menu-Menu',
  'Tooltip-Tooltip',
  'Button-Button',
  'Wave-Wave',
  'Popover-Popover',
  'Badge-Badge',
  'Dropdown-Dropdown',
  'Avatar-Avatar',
  'Tag-Tag',
  'Tag-preset',
  'Segmented-Segmented',
  'Alert-Alert',
  'Skeleton-Skeleton',
  'Empty-Empty',
  'Spin-Spin',
  'Modal-Modal',
  'FloatButton-FloatButton',
  'Flex-Flex',
  'Space-Space',
];
