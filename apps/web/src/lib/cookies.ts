/** Minimal cookie helpers for the few non-HttpOnly cookies the portal keeps (language, account name, gray). */

const hasDocument = (): boolean => typeof document !== 'undefined';

export const getCookie = (name: string): string | undefined => {
  if (!hasDocument()) return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

export const setCookie = (name: string, value: string, days: number): void => {
  if (!hasDocument()) return;
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
};

export const removeCookie = (name: string): void => {
  if (!hasDocument()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
};
