/**
 * The calls a page makes as it opens (the page view of every route; on the login page its image code and
 * whether the mobile tab is offered), without zod: their declarations spread these, and the web calls them
 * before it loads any schema (issue 14: zod comes with the first form checked, not with the login page).
 */
export const firstScreenCalls = {
  imageCode: { method: 'POST', path: '/epa-getVerifyCode' },
  phoneLogin: { method: 'GET', path: '/phoneLogin' },
  pageView: { method: 'POST', path: '/cargo/track/pageView' },
} as const;
