import { CLAIM_LIMITS } from '@cargo/domain';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReportSection } from './report-section.tsx';

/** Who reports the loss and how the claims staff reach them. */
export function ReporterSection() {
  const { t } = useTranslation();
  return (
    <ReportSection section="reporter" title={t('claimReportWeb.section.reporter')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="reporterName" label={t('field.reporterName')} required>
            <Input
              maxLength={CLAIM_LIMITS.reporterName}
              autoComplete="name"
              data-testid="report-reporterName"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="reporterMobile" label={t('field.reporterMobile')} required>
            <Input maxLength={20} inputMode="tel" autoComplete="tel" data-testid="report-reporterMobile" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="reporterEmail" label={t('field.reporterEmail')} required>
            <Input
              maxLength={CLAIM_LIMITS.email}
              inputMode="email"
              autoComplete="email"
              data-testid="report-reporterEmail"
            />
          </Form.Item>
        </Col>
      </Row>
    </ReportSection>
  );
}
