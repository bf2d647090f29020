/**
 * Pages reachable without a session (SPEC §2 "Public"). A session end (HTTP 401) seen on one of these
 * pages does not redirect to /login (SPEC §8 "Session end").
 */
const PUBLIC_EXACT = [
  '/login',
  '/reservation',
  '/about-us',
  '/error',
  '/commonQuestions',
  '/protocol',
  '/faq',
  '/feedback',
  '/invitation',
  '/staff/login',
];
const PUBLIC_PREFIXES = ['/guarantee-insurance', '/document-info', '/verify'];

export const isPublicPath = (pathname: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_EXACT.includes(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
};
