/**
 * `zod` as the web app imports it (vite.config.ts aliases the bare name here): the same zod, switched to
 * `jitless` before any schema exists. Its object parser otherwise probes `new Function('')`, which the
 * portal's Content-Security-Policy (no 'unsafe-eval') refuses and Chromium reports as a violation.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
