import { EditOutlined } from '@ant-design/icons';
import type { PolicyListRow } from '@cargo/domain';
import { useTranslation } from 'react-i18next';
import { PolicyEntryButton, PolicyEntryNotice } from '../../ui/policy-entry.tsx';
import { CORRECTION_PATHS } from './correction-paths.ts';

/** The policy enquiry's query type of online correction (SPEC §2: /policy-query-download?type=correct). */
export const CORRECT_QUERY_TYPE = 'correct';

/** "Correct" on an issued policy of the online-correction list: whether it may be corrected is asked there. */
export function CorrectPolicyButton({ row }: { row: PolicyListRow }) {
  const { t } = useTranslation();
  const { policyNo } = row;
  if (!policyNo) return null;
  return (
    <PolicyEntryButton
      policyNo={policyNo}
      to={CORRECTION_PATHS.apply(policyNo)}
      icon={<EditOutlined />}
      testId={`correct-${policyNo}`}
    >
      {t('correctionWeb.entry.correct')}
    </PolicyEntryButton>
  );
}

/** What online correction is, above the policies to choose from. */
export function CorrectionEntryNotice() {
  const { t } = useTranslation();
  return <PolicyEntryNotice title={t('correctionWeb.entry.notice')} />;
}
