import { ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `Sec-Fetch-Site` values a browser sends for a request made by the portal's own pages (or typed in). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The host (and port) an `Origin` names; undefined for `null` or a malformed value. */
const originHost = (origin: string) => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * Whether a browser says the request comes from another site: `Sec-Fetch-Site` other than same-origin (a
 * sibling subdomain, "same-site", is another site too), or an `Origin` whose host is not the one the request
 * was sent to (`request.host`: the Host header, or X-Forwarded-Host behind a trusted proxy). A request with
 * neither header (curl, another server) carries no browser's cookie by accident and passes.
 */
export const isCrossSite = (request: FastifyRequest): boolean => {
  const fetchSite = headerOf(request, 'sec-fetch-site');
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  const origin = headerOf(request, 'origin');
  if (origin === undefined) return false;
  return originHost(origin) !== request.host.toLowerCase();
};

/**
 * Refuses state-changing requests another website makes a browser send (with the portal's cookie): 403 in
 * the envelope before the body is read, so nothing is parsed or written. SameSite=Lax stays as a second
 * line. Must be added after the language hook (the refusal is in the caller's language).
 */
export const registerCrossSiteRefusal = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (isCrossSite(request)) throw new AppError(ERROR_CODES.forbidden, 'error.crossSiteRefused');
  });
};
