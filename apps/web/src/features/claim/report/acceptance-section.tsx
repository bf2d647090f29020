import { CARRIER_NOTICE_DAYS } from '@cargo/domain';
import { Checkbox, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportSection } from './report-section.tsx';

const NOTICE_POINTS = ['carrier', 'limit', 'documents', 'survey', 'truth'] as const;

/** The reporting notice (SPEC §5 read-and-accept) and the tick that accepts it. */
export function AcceptanceSection() {
  const { t } = useTranslation();
  return (
    <ReportSection section="accept" title={t('claimReportWeb.section.accept')}>
      <div
        style={{
          maxHeight: 220,
          overflowY: 'auto',
          padding: '12px 16px',
          background: '#f6f8fc',
          borderRadius: 8,
        }}
        data-testid="report-notice"
      >
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {NOTICE_POINTS.map((point) => (
            <li key={point} style={{ marginBottom: 6 }}>
              <Typography.Text>
                {t(`claimReportWeb.notice.${point}`, { days: CARRIER_NOTICE_DAYS })}
              </Typography.Text>
            </li>
          ))}
        </ol>
      </div>
      <Form.Item name="accepted" valuePropName="checked" style={{ marginTop: 16, marginBottom: 0 }}>
        <Checkbox data-testid="report-accepted">{t('claimReportWeb.notice.accept')}</Checkbox>
      </Form.Item>
    </ReportSection>
  );
}
