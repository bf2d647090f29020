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
