import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code the first screens (the login page, the overview) do without reaches the web through one module each, which
 * downloads with the first page that needs it (issue 14): dayjs through `i18n/dayjs.ts` (it sets the UI language),
 * antd's message, modal and notification through `api/feedback.ts` (`useFeedback`, `getFeedback`).
 */
const webSource = path.dirname(fileURLToPath(import.meta.url));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const RULES = [
  {
    name: 'dayjs',
    pattern: /^import (?!type\b)[^;]*from 'dayjs(\/[^']*)?';$|^import 'dayjs/m,
    allowedIn: ['i18n/dayjs.ts'],
  },
  {
    name: "antd's App.useApp (message, modal, notification)",
    pattern: /\bApp\.useApp\b/,
    // The host hands it to api/feedback.ts; the server-side drawing of the overview never shows a message.
    allowedIn: ['api/feedback.ts', 'app/feedback-host.tsx', 'app/shell/overview-frame-render.tsx'],
  },
];

describe('libraries the first screens do without', () => {
  for (const rule of RULES) {
    it(`${rule.name} is used only through its own module`, () => {
      const offenders = sourceFiles(webSource)
        .map((file) => path.relative(webSource, file))
        .filter((file) => !rule.allowedIn.includes(file))
        .filter((file) => rule.pattern.test(readFileSync(path.join(webSource, file), 'utf8')));
      expect(offenders).toEqual([]);
    });
  }
});
