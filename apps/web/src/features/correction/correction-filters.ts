import { CORRECTION_STATUSES, CUSTOMER_CORRECTION_TYPES, type Language, toOptions } from '@cargo/domain';
import type { TFunction } from 'i18next';
import type { FilterField } from '../../ui/list/filter-fields.ts';

/** Policy number (4 or 20 digits), correction type, status, application date range. */
export const correctionFilterFields = (t: TFunction, language: Language): FilterField[] => [
  {
    kind: 'text',
    name: 'policyNo',
    label: t('field.policyNo'),
    maxLength: 20,
    numeric: true,
    placeholder: t('insuringWeb.list.numberPlaceholder'),
    testId: 'corrections-policyNo',
  },
  {
    kind: 'select',
    name: 'correctionType',
    label: t('field.correctionType'),
    options: CUSTOMER_CORRECTION_TYPES.map((code) => ({ value: code, label: t(`correction.type.${code}`) })),
    placeholder: t('insuringWeb.list.all'),
    testId: 'corrections-type',
  },
  {
    kind: 'select',
    name: 'status',
    label: t('field.status'),
    options: toOptions(CORRECTION_STATUSES, language),
    placeholder: t('insuringWeb.list.all'),
    testId: 'corrections-status',
  },
  {
    kind: 'dateRange',
    name: 'range',
    from: 'startDate',
    to: 'endDate',
    label: t('correctionWeb.enquiry.appliedRange'),
    testId: 'corrections-range',
  },
];
