import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ClaimReportOutline } from '../../features/claim/report/claim-report-head.tsx';
import { BatchDeclarationOutline } from '../../features/declaration/batch-declaration-head.tsx';
import { SHELL_ROUTES } from '../routes.ts';

/**
 * The pages whose script takes longest to run (issue 47: about 4 s of main-thread work under a 4× CPU throttle),
 * by address, with the outline the portal's frame draws of them: their title and what they do, in the visitor's
 * language, painted before the page's scripts run. Build time only: scripts/prerender-pages.mjs renders one frame
 * per address, with the styles of the page's own chunk (`pageModule`); the browser keeps the drawn outline while
 * the user info loads (held-frame-outline.tsx), until the page itself draws the same at the same place. The frame
 * is drawn before the user is known: a user the page then turns away (a viewer, a menu without the page, an
 * initial password to change) sees its title for that moment, as the spinner was seen before.
 */
export const FRAME_OUTLINES: Readonly<Record<string, { Outline: ComponentType; pageModule: string }>> = {
  '/batch-declaration': { Outline: BatchDeclarationOutline, pageModule: 'batch-declaration-page' },
  '/report': { Outline: ClaimReportOutline, pageModule: 'claim-report-page' },
};

/** The outline of the page at `address` (a key of `FRAME_OUTLINES`), under the page's one h1 as the shell puts it. */
export function FrameOutline({ address }: { address: string }) {
  const { t } = useTranslation();
  const outline = FRAME_OUTLINES[address];
  const route = SHELL_ROUTES.find((candidate) => candidate.path === address);
  if (outline === undefined || route === undefined) return null;
  return (
    <>
      <h1 className="visually-hidden page-heading">{t(route.titleKey)}</h1>
      <outline.Outline />
    </>
  );
}
