import type { Language } from '@cargo/domain';
import { loadCatalog } from '../../i18n/i18n.ts';
import { type PrerenderedPage, renderInLanguage } from '../../i18n/render-in-language.tsx';
import { OVERVIEW_PATH, SHELL_REDIRECTS, SHELL_ROUTES } from '../routes.ts';
import { FRAME_OUTLINES, FrameOutline } from './frame-outlines.tsx';
import { PortalFrame } from './portal-frame.tsx';

/** Where the overview's frame is sent: `/` (which leads to the overview for nearly every user) and the overview. */
export const overviewPaths = (): string[] => ['/', OVERVIEW_PATH];

/**
 * The addresses the shell answers, as route patterns (`:name` stands for one segment): the server sends a
 * signed-in visitor the frame at these only (scripts/prerender-pages.mjs writes them to portal.paths.json).
 */
export const shellPaths = (): string[] => [
  '/',
  ...SHELL_ROUTES.map((route) => route.path),
  ...Object.keys(SHELL_REDIRECTS),
];

/** The addresses whose frame draws the page's outline (frame-outlines.tsx), one frame each, and their pages' chunks. */
export const outlinePages = (): { address: string; pageModule: string }[] =>
  Object.entries(FRAME_OUTLINES).map(([address, { pageModule }]) => ({ address, pageModule }));

/**
 * The portal's frame as the browser first shows it, in one language, with the page's title; at an address of
 * `outlinePages`, with that page's outline where the page goes.
 */
export const prerenderPortalFrame = async (
  language: Language,
  outlineAt?: string,
): Promise<PrerenderedPage> => {
  if (outlineAt === undefined) return renderInLanguage(language, <PortalFrame />);
  await loadCatalog('pages', language);
  return renderInLanguage(language, <PortalFrame outline={<FrameOutline address={outlineAt} />} />);
};
