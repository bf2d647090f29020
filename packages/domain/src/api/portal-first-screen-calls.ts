/**
 * The calls the portal's shell and overview make as they open, without zod, as first-screen-calls.ts for the
 * login page: in a module of their own, so that the login page does not download them (issue 14).
 */
export const portalFirstScreenCalls = {
  userInfo: { method: 'POST', path: '/cargo/user/userInfo' },
  switches: { method: 'POST', path: '/cargo/api/switch/getSwitches' },
  grayStatus: { method: 'POST', path: '/cargo/api/gray/query' },
  limitCheck: { method: 'POST', path: '/cargo/limit/isLimit' },
  optionLists: { method: 'POST', path: '/cargo/basedata' },
  myRole: { method: 'GET', path: '/cargo/user/subUser/myRole' },
  unreadCount: { method: 'POST', path: '/cargo/message/queryMessageCount' },
  preferences: { method: 'GET', path: '/cargo/preference/query' },
  printHabit: { method: 'GET', path: '/cargo/printHabit/get' },
  isSurvey: { method: 'POST', path: '/cargo/satisfactionSurvey/isSurvey' },
  holiday: { method: 'POST', path: '/cargo/holiday/query' },
  isVip: { method: 'POST', path: '/cargo/user/customer/isVip' },
  chartIsShow: { method: 'POST', path: '/cargo/chart/isShow' },
  disasterBanner: { method: 'POST', path: '/cargo/naturalDisasterWarning/banner' },
  overview: { method: 'POST', path: '/cargo/dashboard/overview' },
  premiumTrend: { method: 'GET', path: '/cargo/chart/premiumTrend' },
  productInfo: { method: 'GET', path: '/cargo/chart/productInfo' },
  board: { method: 'POST', path: '/cargo/board/query' },
} as const;
