import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isGatewayError, showGatewayError } from '../../../api/request.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { placeIssues, showServerIssues, useRevalidateOnLanguageChange } from '../../../ui/zod-form.ts';

type Issues = Parameters<typeof placeIssues>[0];

/**
 * Issues next to their fields, and the ones the page does not show listed above the form. They are kept,
 * so a language switch shows them in the new language.
 */
export function useFormIssues(form: FormInstance) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const shownIssues = useRef<{ issues: Issues; root: unknown } | undefined>(undefined);

  const clearErrors = () => {
    shownIssues.current = undefined;
    form.setFields(form.getFieldsError().map((field) => ({ name: field.name, errors: [] })));
    setUnplaced([]);
  };
  const placeShown = (inLanguage: typeof language) => {
    if (!shownIssues.current) return [];
    const registered = form.getFieldsError().map((field) => field.name);
    const { issues, root } = shownIssues.current;
    const { placed, unplaced: rest } = placeIssues(issues, registered, inLanguage, root);
    form.setFields(placed);
    setUnplaced(rest);
    return placed;
  };
  const showIssues = (issues: Issues, root: unknown, quiet = false) => {
    shownIssues.current = { issues, root };
    const placed = placeShown(language);
    if (placed[0]) form.scrollToField(placed[0].name, { behavior: 'smooth', block: 'center', focus: true });
    if (!quiet) message.error(t('insuringWeb.form.fixErrors', { count: issues.length }));
  };

  // Field rules speak the new language; then the schema's issues are put back in it.
  useRevalidateOnLanguageChange(form, language, placeShown);

  /**
   * A refusal of the server: the fields it names go next to them (what the page does not show is listed
   * above the form); any other failure is shown in the error dialog (SPEC §8).
   */
  const showRefusal = (error: unknown, voucherNo: string | undefined) => {
    const shown = showServerIssues(form, error, { prefix: ['form'] });
    if (shown) {
      setUnplaced(shown.unplaced);
      message.error(t('insuringWeb.form.fixErrors', { count: shown.placed.length + shown.unplaced.length }));
    } else if (isGatewayError(error)) {
      showGatewayError(error, voucherNo);
    }
  };

  return { unplaced, clearErrors, showIssues, showRefusal };
}

export type FormIssues = ReturnType<typeof useFormIssues>;
