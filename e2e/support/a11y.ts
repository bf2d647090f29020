/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type Lang = 'zh' | 'en';

/** The WCAG 2.1 A and AA rules of axe-core. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  rule: string;
  impact: string;
  /** The first few offending elements (CSS selectors), to find them. */
  targets: string[];
}

/**
 * Rules of those tags axe-core leaves off as experimental, run all the same: "label in name" (WCAG 2.5.3,
 * serious): a control's name holds the text it shows (the header's user button shows the user and the
 * company).
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** axe-core's critical and serious violations on the page as it stands. */
export const seriousViolations = async (page: Page): Promise<Finding[]> => {
  const result = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ rules: EXPERIMENTAL_RULES })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 4).map((node) => node.target.join(' ')),
    }));
};

/**
 * Text of the other language on screen, by script (the heuristic the crawl documents):
 * - English mode: any visible text node, or accessible-name attribute (aria-label, title, placeholder, alt),
 *   with a Han character.
 * - Chinese mode: an accessible-name attribute, or a visible text node, with no Han character that holds an
 *   English word (3+ lower-case letters: "remove", "Insure now", "Increase Value"); codes, numbers and
 *   abbreviations such as "CIF" or "B/L" pass.
 * Data is not wording: table body cells, description-list values, form field values, and elements marked
 * `data-user-data` (names the user typed or the account holds) or with a `lang` of their own (the language switch says "中文" in Chinese)
 * are skipped.
 */
export const otherScriptTexts = (page: Page, lang: Lang): Promise<string[]> =>
  page.evaluate((mode) => {
    const HAN = /[\u3400-\u9fff]/;
    const ENGLISH_WORD = /[a-z]{3,}/;
    const foreign = (text: string): boolean =>
      mode === 'en' ? HAN.test(text) : !HAN.test(text) && ENGLISH_WORD.test(text);
    const DATA_SELECTOR =
      'tbody td, dd, .ant-descriptions-item-content, input, textarea, [data-user-data], .ant-select-selection-item';
    const page = document.documentElement.lang;
    const skipped = (element: Element): boolean => {
      if (element.closest(DATA_SELECTOR)) return true;
      const tagged = element.closest('[lang]');
      return tagged !== null && tagged !== document.documentElement && tagged.getAttribute('lang') !== page;
    };
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent) || !parent.checkVisibility()) continue;
      if (parent.closest('script, style, noscript, svg')) continue;
      if (foreign(text)) found.add(`text "${text.slice(0, 60)}"`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (skipped(element) && !element.matches('input, textarea')) continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value && foreign(value)) found.add(`${attribute} "${value.slice(0, 60)}"`);
      }
    }
    return [...found];
  }, lang);

/** Errors the page reports while it is crawled: console errors, page errors, failed requests. */
export class PageProblems {
  readonly problems: string[] = [];
  /** 401 answers are expected until the user has logged in (the portal asks who is there). */
  loggedIn = false;

  constructor(page: Page, origin: string) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console: ${message.text().slice(0, 160)}`);
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message.slice(0, 160)}`));
    page.on('response', (response) => {
      const status = response.status();
      if (status < 400 || !response.url().startsWith(origin)) return;
      if (status === 401 && !this.loggedIn) return;
      this.problems.push(
        `HTTP ${status} ${response.request().method()} ${response.url().replace(origin, '')}`,
      );
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // Leaving a page cancels its requests still in flight: not a failure of the page.
      if (failure.includes('ERR_ABORTED')) return;
      this.problems.push(`request failed: ${request.url().replace(origin, '')} ${failure}`);
    });
  }

  /** The problems since the last call. */
  take(): string[] {
    return this.problems.splice(0);
  }
}

/** Waits until the page has loaded what it shows: no request in flight for a moment, no spinner. */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 4_000 })
    .catch(() => undefined);
};

/**
 * Names shared by two or more controls of one role on the page (two "Insure now" buttons, three "Country or
 * region" pickers), from the page's accessibility tree: a user of a screen reader cannot tell them apart.
 * Links of one name to one address are one destination (the public header and footer both link "About
 * us"): links share a name only when it leads to two addresses or more.
 */
export const sharedNames = async (page: Page): Promise<string[]> => {
  const tree = await page.locator('body').ariaSnapshot();
  const counts = new Map<string, number>();
  const addresses = new Map<string, Set<string>>();
  for (const match of tree.matchAll(
    /- (button|combobox|textbox|spinbutton|checkbox|radio|link) "([^"]+)"(?::\n\s+- \/url: (\S+))?/g,
  )) {
    const key = `${match[1]} "${match[2]}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (match[1] === 'link') addresses.set(key, (addresses.get(key) ?? new Set()).add(match[3] ?? ''));
  }
  return [...counts]
    .filter(([key, count]) => count > 1 && (addresses.get(key)?.size ?? 2) > 1)
    .map(([key, count]) => `${count}× ${key}`);
};

/**
 * What the crawl checks beyond axe's WCAG rules (axe files the first as best practice, and passes the second):
 * - one main landmark per page (a screen reader's "go to main" lands somewhere: /error and /maintenance had none);
 * - no field named by its placeholder only (the placeholder goes when the field is filled: the end of a date
 *   range was "End date" and nothing else).
 */
export const structureProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const mains = document.querySelectorAll('main, [role="main"]').length;
    if (mains !== 1) problems.push(`${mains} main landmarks`);
    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder]:not([type="hidden"]), textarea[placeholder]',
    );
    for (const field of fields) {
      if (!field.checkVisibility() || field.closest('[aria-hidden="true"]')) continue;
      const labelledBy = (field.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .some((id) => document.getElementById(id)?.textContent?.trim());
      const named =
        labelledBy ||
        field.getAttribute('aria-label')?.trim() ||
        field.getAttribute('title')?.trim() ||
        [...(field.labels ?? [])].some((label) => label.textContent?.trim());
      if (!named) problems.push(`named by its placeholder only: "${field.placeholder}"`);
    }
    return problems;
  });
