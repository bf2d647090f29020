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
  structureProblems,
} from '../support/a11y';
import { logInAsDemo } from '../support/login';
import { logInStaff, type STAFF } from '../support/staff';

/**
 * Issue 13: every route of the router, in both languages, has no critical or serious axe-core violation
 * (WCAG 2.1 A/AA, and "label in name"), no console error, no failed request, no text in the other language's
 * script, no two controls of one role with one accessible name (`sharedNames`), one main landmark and no field
 * named by its placeholder only (`structureProblems`). Beyond each route as it opens: lists with their filters
 * filled from the address (`LIST_ADDRESSES`), and the overview with the first-time guide open.
 * The routes are read from the router's own files, so a new route is crawled without editing this spec.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const webApp = path.resolve(here, '../../apps/web/src/app');
const staffRoutesFile = path.resolve(here, '../../apps/web/src/features/staff/staff-routes.ts');
const artifact = path.resolve(here, '../artifacts/a11y-crawl.md');

/** The `path: '/…'` entries of a router file, in order. */
const pathsIn = (file: string): string[] =>
  [...readFileSync(path.join(webApp, file), 'utf8').matchAll(/path: '(\/[^']*)'/g)].map(
    (match) => match[1] ?? '',
  );

const SHELL_PATHS = pathsIn('routes.ts');
/**
 * `/staff` is the back office's shell: without a staff session its profile call answers 401 and it sends
 * the visitor to `/staff/login`, which is crawled. Its pages (below) are crawled with a staff session.
 */
const NOT_CRAWLED = new Set(['/', '/staff']);
const PUBLIC_PATHS = pathsIn('router.tsx').filter(
  (route) => !NOT_CRAWLED.has(route) && !SHELL_PATHS.includes(route),
);

type StaffLogin = keyof typeof STAFF;
/** The demo staff member who opens a page of a role (one per role). */
const LOGIN_OF_ROLE: Record<string, StaffLogin> = {
  underwriter: 'underwriter',
  claimsHandler: 'claims',
  operations: 'operations',
  auditor: 'auditor',
  compliance: 'compliance',
};

/**
 * The back office's pages (`STAFF_ROUTES` of features/staff/staff-routes.ts, read from the file), each with
 * the demo staff member of the first role that may open it.
 */
const STAFF_PAGES: readonly { route: string; login: StaffLogin }[] = (() => {
  const source = readFileSync(staffRoutesFile, 'utf8');
  const constants = new Map(
    [...source.matchAll(/export const (\w+)(?:: [^=]+)? = (?:'([^']*)'|(\[[^\]]*\]))/g)].map((match) => [
      match[1] ?? '',
      match[2] ?? match[3] ?? '',
    ]),
  );
  const ALL = source.match(/const ALL_ROLES[^=]*= (\[[^\]]*\])/)?.[1] ?? '';
  const pathOf = (text: string) => (text.startsWith("'") ? text.slice(1, -1) : (constants.get(text) ?? ''));
  const entries = source.matchAll(/path: ('[^']*'|\w+),\s*titleKey: [^,]+,\s*roles: (\w+|\[[^\]]*\])/g);
  return [...entries].map((match) => {
    const roles = match[2] === 'ALL_ROLES' ? ALL : (match[2] ?? '');
    const first = roles.match(/'(\w+)'/)?.[1] ?? '';
    return { route: pathOf(match[1] ?? ''), login: LOGIN_OF_ROLE[first] ?? 'auditor' };
  });
})();

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
  /** Controls of one role sharing a name (links: and an address). */
  shared: string[];
  /** No main landmark, a field named by its placeholder only (`structureProblems`). */
  structure: string[];
  /** Time to settle and in all. */
  ms: [number, number];
}

const rows: Row[] = [];
/** Each part's rows, kept on disk: a failed test restarts the worker, and the report shows them all. */
const PARTS = ['zh', 'en', 'staff-zh', 'staff-en'] as const;
const rowsFile = (part: (typeof PARTS)[number]) => path.resolve(here, `../artifacts/a11y-crawl-${part}.json`);

const known = (route: string, rule: string) => KNOWN_ISSUES.some((k) => k.route === route && k.rule === rule);

const visit = async (
  page: Page,
  problems: PageProblems,
  lang: Lang,
  route: string,
  url: string,
  /** What the page must show before it is checked (the state the visit is for). */
  shows?: (page: Page) => Promise<void>,
) => {
  const started = Date.now();
  await page.goto(url);
  await settle(page);
  await shows?.(page);
  const settled = Date.now() - started;
  const findings = await seriousViolations(page);
  const foreign = await otherScriptTexts(page, lang);
  const shared = await sharedNames(page);
  const structure = await structureProblems(page);
  rows.push({
    lang,
    route,
    url: page.url().replace(/^https?:\/\/[^/]+/, ''),
    findings,
    problems: problems.take(),
    foreign,
    shared,
    structure,
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
  // An open policy's auto-insure rules: its default and (empty) table drawn, not the choice of a policy.
  '/auto-insure-rules?policyNo=60110009202500000018',
];

/**
 * Lists opened from an address that holds their query (ui/list/list-address.ts): the filters show it filled,
 * so their clear buttons and both ends of their date ranges are drawn and checked (an empty filter hides its
 * clear button, where axe does not look). Each must show a filled filter, or the address was refused.
 */
const RANGE = 'startDate=2026-01-01&endDate=2026-12-31';
const LIST_ADDRESSES = [
  `/pending-task/application?pageNo=1&pageSize=10&voucherNo=1234&insuredName=Shanghai&${RANGE}`,
  `/pending-task/temporary?pageNo=1&pageSize=10&voucherNo=1234&${RANGE}`,
  `/pending-task/correcting?pageNo=1&pageSize=10&policyNo=1234&${RANGE}`,
  `/pending-task/settlement?pageNo=1&pageSize=10&${RANGE}`,
  `/compensation?pageNo=1&pageSize=10&reportNo=12345678&policyNo=1234&${RANGE}`,
  `/transport-declaration/temporary?pageNo=1&pageSize=10&keyword=steel&${RANGE}`,
];

const showsFilledFilters = async (page: Page) => {
  const filled = () =>
    page
      .locator('form[data-testid$="-filters"] input')
      .filter({ visible: true })
      .evaluateAll((inputs) => inputs.filter((input) => (input as HTMLInputElement).value !== '').length);
  // Two at least: both ends of the date range.
  await expect.poll(filled, { message: 'filters filled from the address' }).toBeGreaterThan(1);
};

/** The overview as a browser that never saw the first-time guide sees it: the guide open. */
const visitWithGuide = async (page: Page, problems: PageProblems, lang: Lang) => {
  await page.evaluate(() => localStorage.removeItem('portal.guide'));
  await visit(page, problems, lang, '/dashboard (first-time guide)', '/dashboard', (shown) =>
    expect(shown.getByTestId('guide-panel')).toBeVisible(),
  );
  await page.evaluate(() => localStorage.setItem('portal.guide', 'done'));
};

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
    for (const address of LIST_ADDRESSES) {
      await visit(page, problems, lang, address, address, showsFilledFilters);
    }
    await visitWithGuide(page, problems, lang);

    check(lang, lang, (row) => !row.route.startsWith('/staff/'));
  });
}

/** This worker's rows of a part: written to its file, the report rewritten, and checked. */
function check(lang: Lang, part: (typeof PARTS)[number], ofPart: (row: Row) => boolean) {
  const mine = rows.filter((row) => row.lang === lang && ofPart(row));
  const unexpected = mine.flatMap((row) => [
    ...row.findings
      .filter((finding) => !known(row.route, finding.rule))
      .map((finding) => `${row.url} ${finding.impact} ${finding.rule}: ${finding.targets.join(' | ')}`),
    ...row.problems.map((problem) => `${row.url} ${problem}`),
    ...row.foreign.map((text) => `${row.url} other language: ${text}`),
    ...row.shared.map((name) => `${row.url} shared name: ${name}`),
    ...(row.structure ?? []).map((problem) => `${row.url} ${problem}`),
  ]);
  const stale = KNOWN_ISSUES.filter(
    (issue) =>
      mine.some((row) => row.route === issue.route) &&
      !mine.some((row) => row.route === issue.route && row.findings.some((f) => f.rule === issue.rule)),
  );
  mkdirSync(path.dirname(rowsFile(part)), { recursive: true });
  writeFileSync(rowsFile(part), JSON.stringify(mine));
  writeReport();
  expect(unexpected, 'findings outside the known issues').toEqual([]);
  expect(stale, 'known issues that no longer occur: remove them').toEqual([]);
}

/** A claim's detail needs a claim: the first of the claims handler's list. */
const staffUrlOf = async (page: Page, route: string): Promise<string> => {
  if (route !== '/staff/claims/detail') return route;
  await page.goto('/staff/claims');
  const link = page.locator('[data-testid^="handling-link-"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? route;
};

for (const lang of ['zh', 'en'] as const) {
  test(`every staff page is axe-clean and in one language (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    expect(STAFF_PAGES.length, 'staff pages read from staff-routes.ts').toBeGreaterThan(5);
    const origin = baseURL ?? '';
    const problems = new PageProblems(page, origin);
    problems.loggedIn = true;
    rmSync(rowsFile(`staff-${lang}`), { force: true });
    for (const login of new Set(STAFF_PAGES.map((entry) => entry.login))) {
      await page.context().clearCookies();
      await logInStaff(page, login, lang);
      for (const { route } of STAFF_PAGES.filter((entry) => entry.login === login)) {
        const url = await staffUrlOf(page, route);
        problems.take();
        await visit(page, problems, lang, route, url);
      }
    }
    check(lang, `staff-${lang}`, (row) => row.route.startsWith('/staff/'));
  });
}

function writeReport() {
  const all = PARTS.flatMap((part): Row[] =>
    existsSync(rowsFile(part)) ? (JSON.parse(readFileSync(rowsFile(part), 'utf8')) as Row[]) : [],
  );
  const cell = (items: string[]) => (items.length === 0 ? '0' : items.join('<br>').replaceAll('|', '\\|'));
  const lines = [
    '# Accessibility crawl (e2e/tests/a11y-crawl.spec.ts)',
    '',
    'axe-core critical + serious violations (WCAG 2.1 A/AA, label in name), console errors and failed requests,',
    "text in the other language's script, shared names, and structure (main landmark, placeholder-only names),",
    'per page and language.',
    '',
    '| lang | route | url | ms | axe (critical/serious) | errors | other language | shared names | structure |',
    '|---|---|---|---|---|---|---|---|---|',
    ...all.map(
      (row) =>
        `| ${row.lang} | ${row.route} | ${row.url} | ${row.ms.join('/')} | ${cell(row.findings.map((f) => `${f.impact} ${f.rule} (${f.targets.join(', ')})`))} | ${cell(row.problems)} | ${cell(row.foreign)} | ${cell(row.shared ?? [])} | ${cell(row.structure ?? [])} |`,
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
