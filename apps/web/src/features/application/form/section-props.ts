import { isRequiredApplicationField, type Language, type UserProduct } from '@cargo/domain';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { fieldRules } from '../../../ui/form-kit.tsx';

/** What every section of the application form gets from the form. */
export interface SectionProps {
  form: FormInstance;
  product: UserProduct;
  language: Language;
}

/** The rules of a section's fields, read from the section's shared schema. */
export const rulesOf =
  <S extends z.ZodObject>(schema: S, language: Language) =>
  (field: keyof S['shape'] & string) =>
    fieldRules(schema.shape[field] as z.ZodType, field, language);

/** Whether a field of a section is required to submit: the form's marks, from the domain's one list. */
export const requiredIn =
  (productCode: string | undefined, section: string) =>
  (field: string): boolean =>
    isRequiredApplicationField(productCode, section, field);
