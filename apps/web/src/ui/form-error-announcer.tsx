import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long after a submit (a form's submit event, or a button pressed) new field errors are announced. */
const SUBMIT_WINDOW_MS = 5_000;
/** Errors placed in one go (client checks, then the server's answer) are read as one message. */
const SETTLE_MS = 250;
// antd's field errors, and those of the forms drawn without antd (the login page).
const ERROR_SELECTOR = '.ant-form-item-explain-error, [data-field-error]';

const visibleErrors = (): string[] =>
  [...document.querySelectorAll(ERROR_SELECTOR)]
    .map((element) => element.textContent?.trim() ?? '')
    .filter((text) => text !== '');

/**
 * A polite live region that announces a form's field errors after a failed submit, once for every form of
 * the app: antd ties each error to its field (`aria-invalid`, `aria-describedby`) but says nothing when
 * they appear, so a screen-reader user pressing "Submit" heard nothing. Errors that appear while typing
 * are not announced (the field's description reads them when it is focused).
 */
export function FormErrorAnnouncer() {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');

  useEffect(() => {
    let submittedAt = 0;
    let timer: number | undefined;
    const markSubmit = (event: Event) => {
      const target = event.target;
      if (event.type === 'submit' || (target instanceof Element && target.closest('button'))) {
        submittedAt = Date.now();
        setMessage('');
      }
    };
    const announce = () => {
      const errors = visibleErrors();
      if (errors.length === 0) return;
      setMessage(t('shell.a11y.formErrors', { count: errors.length, fields: errors.join('; ') }));
    };
    const observer = new MutationObserver(() => {
      if (Date.now() - submittedAt > SUBMIT_WINDOW_MS) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(announce, SETTLE_MS);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('submit', markSubmit, true);
    document.addEventListener('click', markSubmit, true);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('submit', markSubmit, true);
      document.removeEventListener('click', markSubmit, true);
    };
  }, [t]);

  return (
    <div aria-live="polite" role="status" className="visually-hidden" data-testid="form-errors-live">
      {message}
    </div>
  );
}
