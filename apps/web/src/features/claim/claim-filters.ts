import { CLAIM_CASE_STATUSES, type Language, todayInChina, toOptions } from '@cargo/domain';
import type { TFunction } from 'i18next';
import { dayjs } from '../../i18n/dayjs.ts';
import { DATE_FORMAT } from '../../ui/business-date-picker.tsx';
import type { FilterField, FilterValues } from '../../ui/list/filter-fields.ts';

/** Reported in the last 12 months, up to today in China. */
export const defaultClaimFilters = (): FilterValues => {
  const today = dayjs(todayInChina(), DATE_FORMAT);
  return { range: [today.subtract(12, 'month'), today] };
};

/** Report number (8 or 20 digits), policy or certificate number (4 or 20), status, reported date range. */
export const claimFilterFields = (t: TFunction, language: Language): FilterField[] => [
  {
    kind: 'text',
    name: 'reportNo',
    label: t('field.reportNo'),
    maxLength: 20,
    numeric: true,
    placeholder: t('claimWeb.enquiry.reportNoPlaceholder'),
    testId: 'claims-reportNo',
  },
  {
    kind: 'text',
    name: 'policyNo',
    label: t('claimWeb.column.policyNo'),
    maxLength: 20,
    numeric: true,
    placeholder: t('claimWeb.enquiry.policyNoPlaceholder'),
    testId: 'claims-policyNo',
  },
  {
    kind: 'select',
    name: 'status',
    label: t('field.status'),
    options: toOptions(CLAIM_CASE_STATUSES, language),
    placeholder: t('claimWeb.common.all'),
    testId: 'claims-status',
  },
  {
    kind: 'dateRange',
    name: 'range',
    from: 'startDate',
    to: 'endDate',
    label: t('claimWeb.enquiry.reportedRange'),
    testId: 'claims-range',
  },
];
