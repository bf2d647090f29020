/** A route pattern of the web app (`:name` is one segment) as an anchored expression. */
export const routePattern = (route: string): RegExp =>
  new RegExp(
    `^${route
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

/** The path of a page request without its query and trailing slashes (`/` stays `/`). */
export const pagePathOf = (url: string): string => url.split('?', 1)[0]?.replace(/(.)\/+$/, '$1') ?? '/';
