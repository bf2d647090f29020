import dashboard from '../dashboard.ts';
import message from '../message.ts';
import workspace from '../workspace.ts';

/**
 * The Chinese the portal's home needs past the first screen: the overview, the message bell and the search (the
 * user-admin texts share the workspace area). The second part the web downloads, with the overview
 * (`apps/web/src/i18n/catalog-parts.test.ts` holds it to every message the overview's code names).
 */
export const portalHomeMessages = {
  ...dashboard,
  ...message,
  ...workspace,
};
