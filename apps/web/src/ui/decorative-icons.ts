/**
 * antd icons name themselves after their glyph in English ("close", "bell", "down"), also inside antd's own
 * components, so screen readers read "remove", "user … down" in Chinese mode too. An icon is decorative
 * unless it was given a label of its own: this hides every icon whose `aria-label` is still its glyph name
 * (the `anticon-<name>` class), here once for the whole app. A button with only an icon then needs its own
 * `aria-label` in the current language, which the accessibility crawl checks (axe `button-name`).
 */
import type { MessageKey } from '@cargo/domain';
import { currentLanguage, i18n, translate } from '../i18n/index.ts';

const ICON_SELECTOR = '.anticon[role="img"][aria-label]';

/** English names antd's inner components write whatever the locale, and what they become. */
const FIXED_NAMES: Readonly<Record<string, MessageKey>> = { Clear: 'shell.a11y.clear' };
/** Pointer-only steppers of InputNumber (the input itself steps with the arrow keys). */
const STEPPER_SELECTOR =
  '[role="button"][aria-label="Increase Value"], [role="button"][aria-label="Decrease Value"]';
const RENAMED = 'data-a11y-name';

const relabel = (element: Element) => {
  const key = element.getAttribute(RENAMED) as MessageKey | null;
  if (key) element.setAttribute('aria-label', translate(currentLanguage(), key));
};

/**
 * Clear buttons: antd names each one "Clear" (pickers in the locale, selects in English), or nothing at all
 * (an Input's `allowClear`, shown once the field holds text, e.g. a filter filled from the address); each
 * is named after its field's label instead ("清除起运日期"), and again whenever the page changes, since a
 * label follows the language switch and antd writes its own name back when it re-renders.
 */
const CLEAR_SELECTOR = '.ant-picker-clear, .ant-select-clear, .ant-input-clear-icon';

/** The field a clear button empties, as its label names it (or the input itself, outside a form item). */
const fieldNameOf = (button: Element): string | undefined => {
  const label = button.closest('.ant-form-item')?.querySelector('.ant-form-item-label label')?.textContent;
  if (label?.trim()) return label.trim();
  const input = button.closest('.ant-input-affix-wrapper')?.querySelector('input');
  const own = input?.getAttribute('aria-label') ?? input?.getAttribute('placeholder');
  return own?.trim() || undefined;
};

const nameClearButton = (button: Element) => {
  const field = fieldNameOf(button);
  const language = currentLanguage();
  // Input's clear button (a plain <button> with an icon only) has no name of its own to fall back on.
  const name = field
    ? translate(language, 'shell.a11y.clearField', { field })
    : translate(language, 'shell.a11y.clear');
  // Only on a change: this module observes aria-label, and writing the same value again would loop.
  if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
};

const nameClearButtons = (root: ParentNode) => {
  for (const button of root.querySelectorAll(CLEAR_SELECTOR)) nameClearButton(button);
};

const fixNames = (root: ParentNode) => {
  for (const stepper of root.querySelectorAll(STEPPER_SELECTOR)) {
    stepper.removeAttribute('aria-label');
    stepper.removeAttribute('role');
    stepper.setAttribute('aria-hidden', 'true');
  }
  for (const [english, key] of Object.entries(FIXED_NAMES)) {
    for (const element of root.querySelectorAll(`[aria-label="${english}"]`)) {
      element.setAttribute(RENAMED, key);
      relabel(element);
    }
  }
};

/**
 * An antd control made of an icon only carries its localised name as the `title` of itself or of its item
 * (pagination's previous / next), or is Input.Search's button: that becomes its name once the icon is silent.
 * An `a` without an address is no control (pagination's "5 pages on" is its item, named by the item's title):
 * a name on it is one ARIA forbids (axe `aria-prohibited-attr`, seen on lists of more than seven pages).
 */
const nameFromTitle = (icon: Element) => {
  const control = icon.closest('button, a[href], [role="button"]');
  if (!control || control.hasAttribute('aria-label') || control.textContent?.trim()) return;
  const title = control.getAttribute('title') ?? control.parentElement?.getAttribute('title');
  // Input.Search's button searches what its input is named after.
  const search = control.matches('.ant-input-search-btn, .ant-input-search-button')
    ? control.parentElement?.parentElement?.querySelector('input')
    : null;
  const name = title ?? search?.getAttribute('aria-label') ?? search?.getAttribute('placeholder');
  if (name) control.setAttribute('aria-label', name);
};

const hideIfDefault = (icon: Element) => {
  const name = icon.getAttribute('aria-label');
  if (!name || !icon.classList.contains(`anticon-${name}`)) return;
  icon.removeAttribute('aria-label');
  icon.removeAttribute('role');
  icon.setAttribute('aria-hidden', 'true');
  nameFromTitle(icon);
};

export const hideDefaultIconNames = (root: ParentNode) => {
  if (root instanceof Element && root.matches(ICON_SELECTOR)) hideIfDefault(root);
  for (const icon of root.querySelectorAll(ICON_SELECTOR)) hideIfDefault(icon);
  fixNames(root.parentNode ?? root);
};

/** Hides the default icon names now and in everything added later; answers the stop function. */
export const watchDecorativeIcons = (root: HTMLElement = document.body): (() => void) => {
  hideDefaultIconNames(root);
  nameClearButtons(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) hideDefaultIconNames(node);
      if (record.type === 'attributes' && record.target instanceof Element) hideIfDefault(record.target);
    }
    nameClearButtons(root);
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    // A label's text changes in place on a language switch.
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  // Names this module wrote follow the language switch.
  const relabelAll = () => {
    for (const element of root.querySelectorAll(`[${RENAMED}]`)) relabel(element);
  };
  i18n.on('languageChanged', relabelAll);
  return () => {
    observer.disconnect();
    i18n.off('languageChanged', relabelAll);
  };
};
