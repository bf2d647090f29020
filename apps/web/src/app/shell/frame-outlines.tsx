import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimReportOutline } from '../../features/claim/report/claim-report-head.tsx';
import { BatchDeclarationOutline } from '../../features/declaration/batch-declaration-head.tsx';
import { SHELL_ROUTES } from '../routes.ts';

/**
 * The pages whose script takes longest to run (issue 47: about 4 s of main-thread work under a 4× CPU throttle),
 * by address, with the outline the portal's frame draws of them: their title and what they do, in the
 * visitor's language, painted before any script runs (scripts/prerender-pages.mjs renders one frame per
 * address) and kept while the user info loads (shell-layout.tsx), until the page itself draws the same at the
 * same place.
 */
export const FRAME_OUTLINES: Readonly<Record<string, ComponentType>> = {
  '/batch-declaration': BatchDeclarationOutline,
  '/report': ClaimReportOutline,
};

/** Whether the frame draws the outline of the page at `pathname`. */
export const hasFrameOutline = (pathname: string): boolean => Object.hasOwn(FRAME_OUTLINES, pathname);

/** The outline of the page at `pathname` (`hasFrameOutline`), under the page's one h1 as the shell puts it. */
export function FrameOutline({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const Outline = FRAME_OUTLINES[pathname];
  const route = SHELL_ROUTES.find((candidate) => candidate.path === pathname);
  if (Outline === undefined || route === undefined) return null;
  return (
    <>
      <h1 className="visually-hidden page-heading">{t(route.titleKey)}</h1>
      <Outline />
    </>
  );
}
