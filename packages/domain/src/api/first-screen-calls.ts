/**
 * The calls a page makes as it opens, without zod: their declarations spread these, and the web calls them
 * through these before it loads any schema (issue 14: zod comes with the first form checked, not with the
 * login page or the portal's first screen). Here the login page's (its image code and whether the mobile tab
 * is offered) and every route's (the page view).
 */
export const firstScreenCalls = {
  imageCode: { method: 'POST', path: '/epa-getVerifyCode' },
  phoneLogin: { method: 'GET', path: '/phoneLogin' },
  pageView: { method: 'POST', path: '/cargo/track/pageView' },
} as const;

/** The same for the portal's shell and overview: apart, so that the login page does not download them. */
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
