import { EditOutlined } from '@ant-design/icons';
import type { PolicyListRow } from '@cargo/domain';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActsOn } from '../../ui/acts-on.tsx';
import { CORRECTION_PATHS } from './correction-paths.ts';

/** The policy enquiry's query type of online correction (SPEC §2: /policy-query-download?type=correct). */
export const CORRECT_QUERY_TYPE = 'correct';

/** "Correct" on an issued policy of the online-correction list: whether it may be corrected is asked there. */
export function CorrectPolicyButton({ row }: { row: PolicyListRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { policyNo } = row;
  if (!policyNo) return null;
  return (
    <Button
      type="link"
      size="small"
      icon={<EditOutlined />}
      onClick={() => navigate(CORRECTION_PATHS.apply(policyNo))}
      data-testid={`correct-${policyNo}`}
    >
      {t('correctionWeb.entry.correct')}
      <ActsOn>{row.policyNo ?? row.voucherNo}</ActsOn>
    </Button>
  );
}

/** What online correction is, above the policies to choose from. */
export function CorrectionEntryNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('correctionWeb.entry.notice')}
      data-testid="policy-type-notice"
    />
  );
}
