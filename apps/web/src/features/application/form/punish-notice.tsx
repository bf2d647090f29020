import { useQuery } from '@tanstack/react-query';
import { Alert, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { punishStateQuery } from './lookups.api.ts';

const FIELDS = {
  applicant: { name: ['applicant', 'appliName'], idNo: ['applicant', 'appliIdNo'] },
  insured: { name: ['insured', 'insuredName'], idNo: ['insured', 'insuredIdNo'] },
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Says at once when the applicant or insured entered is under the insurer's punish state
 * (`isPunishState`): the server refuses such an application at submission.
 */
export function PunishNotice({ form, side }: { form: FormInstance; side: 'applicant' | 'insured' }) {
  const { t } = useTranslation();
  const name = useDebouncedValue(text(Form.useWatch([...FIELDS[side].name], form)), 500);
  const idNo = useDebouncedValue(text(Form.useWatch([...FIELDS[side].idNo], form)), 500);
  const state = useQuery(punishStateQuery(name, idNo));
  if (state.data?.punishState !== 'Y') return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('insuringWeb.punish.title', { reason: state.data.reason ?? '' })}
      data-testid={`${side}-punished`}
    />
  );
}
