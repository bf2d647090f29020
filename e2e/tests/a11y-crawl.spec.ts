import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  type Finding,
  type Lang,
  otherScriptTexts,
  PageProblems,
  seriousViolations,
  settle,
  sharedNames,
} from '../support/a11y';
import { logInAsDemo } from '../support/login';

/**
 * Issue 13: every route of the router, in both languages, has no critical or serious axe-core violation
 * (WCAG 2.1 A/AA), no console error, no failed request, and no text in the other language's script.
 * The routes are read from the router's own files, so a new route is crawled without editing this spec.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const webApp = path.resolve(here, '../../apps/web/src/app');
const artifact = path.resolve(here, '../artifacts/a11y-crawl.md');

/** The `path: '/…'` entries of a router file, in order. */
const pathsIn = (file: string): string[] =>
  [...readFileSync(path.join(webApp, file), 'utf8').matchAll(/path: '(\/[^']*)'/g)].map(
    (match) => match[1] ?? '',
  );

const SHELL_PATHS = pathsIn('routes.ts');
const PUBLIC_PATHS = pathsIn('router.tsx').filter((route) => route !== '/' && !SHELL_PATHS.includes(route));

/**
 * Known issues: a route and rule left failing, with why. Printed in the report; the crawl fails on any
 * other finding, and on an entry here that no longer occurs (so the list only shrinks).
 */
const KNOWN_ISSUES: readonly { route: string; rule: string; why: string }[] = [];

interface Row {
  lang: Lang;
  route: string;
  url: string;
  findings: Finding[];
  problems: string[];
  foreign: string[];
  /** Controls of one role sharing a name (reported, not yet failing). */
  shared: string[];
  /** Time to settle and in all. */
  ms: [number, number];
}

const rows: Row[] = [];
/** Each language's rows, kept on disk: a failed test restarts the worker, and the report shows both. */
const rowsFile = (lang: Lang) => path.resolve(here, `../artifacts/a11y-crawl-${lang}.json`);

const known = (route: string, rule: string) => KNOWN_ISSUES.some((k) => k.route === route && k.rule === rule);

const visit = async (page: Page, problems: PageProblems, lang: Lang, route: string, url: string) => {
  const started = Date.now();
  await page.goto(url);
  await settle(page);
  const settled = Date.now() - started;
  const findings = await seriousViolations(page);
  const foreign = await otherScriptTexts(page, lang);
  const shared = await sharedNames(page);
  rows.push({
    lang,
    route,
    url: page.url().replace(/^https?:\/\/[^/]+/, ''),
    findings,
    problems: problems.take(),
    foreign,
    shared,
    ms: [settled, Date.now() - started],
  });
};

/** The concrete URL of a route that needs data: a policy of the demo account, one of its claims. */
const concreteUrls = async (page: Page): Promise<Record<string, string>> => {
  await page.goto('/policy-query-download?type=correct');
  const correct = page.locator('[data-testid^="correct-"]').first();
  await expect(correct).toBeVisible();
  const policyNo = ((await correct.getAttribute('data-testid')) ?? '').replace('correct-', '');
  await page.goto('/compensation');
  const claim = page.locator('[data-testid^="claim-link-"]').first();
  await expect(claim).toBeVisible();
  const reportNo = ((await claim.getAttribute('data-testid')) ?? '').replace('claim-link-', '');
  return {
    '/policy-correction-apply/:policyNo': `/policy-correction-apply/${policyNo}`,
    '/claim-query/claim-detail': `/claim-query/claim-detail?reportNo=${reportNo}`,
  };
};

/** A route with optional parameters (`/verify/:code?`) is visited without them. */
const withoutOptionalParts = (route: string) => route.replace(/\/:[^/]+\?/g, '') || '/';

/** Menu entries that are the same route with another meaning. */
const VARIANTS = [
  '/policy-query-download?type=correct',
  '/policy-query-download?type=compensation',
  '/quotation?product=MP09110009',
];

for (const lang of ['zh', 'en'] as const) {
  test(`every route is axe-clean and in one language (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(400_000);
    const origin = baseURL ?? '';
    const problems = new PageProblems(page, origin);
    rmSync(rowsFile(lang), { force: true });
    await page.context().addCookies([{ name: 'lang', value: lang, url: origin }]);
    for (const route of PUBLIC_PATHS) await visit(page, problems, lang, route, withoutOptionalParts(route));

    await logInAsDemo(page, lang, 'Insure');
    problems.loggedIn = true;
    problems.take();
    const urls = await concreteUrls(page);
    problems.take();
    for (const route of SHELL_PATHS) await visit(page, problems, lang, route, urls[route] ?? route);
    for (const variant of VARIANTS) await visit(page, problems, lang, variant, variant);

    const mine = rows.filter((row) => row.lang === lang);
    const unexpected = mine.flatMap((row) => [
      ...row.findings
        .filter((finding) => !known(row.route, finding.rule))
        .map((finding) => `${row.url} ${finding.impact} ${finding.rule}: ${finding.targets.join(' | ')}`),
      ...row.problems.map((problem) => `${row.url} ${problem}`),
      ...row.foreign.map((text) => `${row.url} other language: ${text}`),
    ]);
    const stale = KNOWN_ISSUES.filter(
      (issue) =>
        !mine.some((row) => row.route === issue.route && row.findings.some((f) => f.rule === issue.rule)),
    );
    mkdirSync(path.dirname(rowsFile(lang)), { recursive: true });
    writeFileSync(rowsFile(lang), JSON.stringify(mine));
    writeReport();
    expect(unexpected, 'findings outside the known issues').toEqual([]);
    expect(stale, 'known issues that no longer occur: remove them').toEqual([]);
  });
}

function writeReport() {
  const all = (['zh', 'en'] as const).flatMap((lang): Row[] =>
    existsSync(rowsFile(lang)) ? (JSON.parse(readFileSync(rowsFile(lang), 'utf8')) as Row[]) : [],
  );
  const cell = (items: string[]) => (items.length === 0 ? '0' : items.join('<br>').replaceAll('|', '\\|'));
  const lines = [
    '# Accessibility crawl (e2e/tests/a11y-crawl.spec.ts)',
    '',
    'axe-core critical + serious violations (WCAG 2.1 A/AA), console errors and failed requests, and text in',
    "the other language's script, per page and language.",
    '',
    '| lang | route | url | ms | axe (critical/serious) | errors | other language | shared names |',
    '|---|---|---|---|---|---|---|---|',
    ...all.map(
      (row) =>
        `| ${row.lang} | ${row.route} | ${row.url} | ${row.ms.join('/')} | ${cell(row.findings.map((f) => `${f.impact} ${f.rule} (${f.targets.join(', ')})`))} | ${cell(row.problems)} | ${cell(row.foreign)} | ${cell(row.shared ?? [])} |`,
    ),
    '',
    '## Known issues',
    '',
    ...(KNOWN_ISSUES.length === 0 ? ['none'] : KNOWN_ISSUES.map((k) => `- ${k.route} ${k.rule}: ${k.why}`)),
    '',
  ];
  mkdirSync(path.dirname(artifact), { recursive: true });
  writeFileSync(artifact, lines.join('\n'));
}
