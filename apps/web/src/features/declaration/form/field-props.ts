import { type OpenPolicyTerms, textUnits } from '@cargo/domain';
import type { FormInstance, FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeIssue } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { dateBinding as sharedDateBinding } from '../../../ui/business-date-picker.tsx';
import {
  type DeclarationFieldName,
  type DeclarationFormValues,
  FIELD_DEPENDENCIES,
  fieldIssue,
  isRequiredMark,
} from '../declaration-form-model.ts';

/** BusinessDatePicker ⇄ the wire's "YYYY-MM-DD" string; a cleared date is '' (what the schema refuses). */
export const dateBinding = sharedDateBinding('');

/** Text limits counted like the server counts them: a Chinese character takes two units. */
export const unitCount = (max: number) => ({ show: true, max, strategy: textUnits });

/** Half a row on wide screens, the whole row on narrow ones. */
export const HALF = { xs: 24, md: 12 } as const;

/** Form.Item props of a certificate field: its rule, required mark, dependencies and label. */
export type FieldProps = (
  name: DeclarationFieldName,
  extra?: ReactNode,
) => {
  name: DeclarationFieldName;
  label: string;
  rules: FormRule[];
  required: boolean;
  dependencies: DeclarationFieldName[] | undefined;
  extra: ReactNode;
};

/**
 * The props of every certificate field: one rule per field that runs the shared schema and open-policy
 * rules on the whole form, and the required mark the domain gives it.
 */
export const useFieldProps = (
  form: FormInstance<DeclarationFormValues>,
  terms: OpenPolicyTerms,
  values: DeclarationFormValues,
): FieldProps => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rule = (name: DeclarationFieldName): FormRule => ({
    validator: async () => {
      const current = form.getFieldsValue(true) as DeclarationFormValues;
      const issue = fieldIssue(current, name, terms);
      if (issue) throw new Error(describeIssue(language, issue, current));
    },
  });
  return (name, extra) => ({
    name,
    label: t(`field.${name}`),
    rules: [rule(name)],
    required: isRequiredMark(name, values),
    dependencies: FIELD_DEPENDENCIES[name],
    extra,
  });
};
