import { GATEWAY_PREFIX } from '../envelope.ts';

/**
 * The usage guide's path, apart from its declaration (`public.ts`): the login page links to it and must not
 * load zod for a link.
 */
export const USAGE_GUIDE_PATH = '/cargo/public/usageGuide';

/** The guide's address for a link: the server answers it in the reader's language (the `lang` cookie). */
export const USAGE_GUIDE_URL = `${GATEWAY_PREFIX}${USAGE_GUIDE_PATH}`;
