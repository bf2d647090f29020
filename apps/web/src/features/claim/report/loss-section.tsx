import { CLAIM_LIMITS, type ClaimSubject } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { accidentCausesQuery, lossTypesQuery } from '../claim-report.api.ts';
import { IncidentTimeInput } from './incident-time-input.tsx';
import { LocationFields } from './location-fields.tsx';
import type { ReportFormValues } from './report-form-model.ts';
import { ReportSection } from './report-section.tsx';

const asOptions = (list: { valueCode: string; valueName: string }[] | undefined) =>
  (list ?? []).map((option) => ({ value: option.valueCode, label: option.valueName }));

/** The two levels of the accident cause, as the plan (main clause) of the policy offers them. */
function CauseFields({ planCode }: { planCode: string }) {
  const { t } = useTranslation();
  const level1Code = Form.useWatch<ReportFormValues['causeLevel1']>('causeLevel1');
  const level1 = useQuery(accidentCausesQuery(planCode));
  const level2 = useQuery(accidentCausesQuery(planCode, level1Code ?? ''));
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="causeLevel1" label={t('field.causeLevel1')} required>
          <Select
            options={asOptions(level1.data)}
            loading={level1.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('claimReportWeb.common.choose')}
            data-testid="report-causeLevel1"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="causeLevel2" label={t('field.causeLevel2')} required>
          <Select
            options={asOptions(level2.data)}
            loading={level2.isFetching}
            disabled={!level1Code}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t(level1Code ? 'claimReportWeb.common.choose' : 'claimReportWeb.loss.causeFirst')}
            data-testid="report-causeLevel2"
          />
        </Form.Item>
      </Col>
    </>
  );
}

/** When, what and where: the incident time, the loss type, the place, the cause and how it happened. */
export function LossSection({ subject }: { subject: ClaimSubject }) {
  const { t } = useTranslation();
  const lossTypes = useQuery(lossTypesQuery(subject.policyNo));
  return (
    <ReportSection section="loss" title={t('claimReportWeb.section.loss')}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="incidentTime"
            label={t('field.incidentTime')}
            required
            extra={t('claimReportWeb.loss.incidentHint', {
              begin: subject.insuranceBeginDate,
              end: subject.insuranceEndDate,
            })}
          >
            <IncidentTimeInput
              period={{ begin: subject.insuranceBeginDate, end: subject.insuranceEndDate }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lossType" label={t('field.lossType')} required>
            <Select
              options={asOptions(lossTypes.data)}
              loading={lossTypes.isFetching}
              placeholder={t('claimReportWeb.common.choose')}
              data-testid="report-lossType"
            />
          </Form.Item>
        </Col>
      </Row>
      <LocationFields />
      <Row gutter={16}>
        <CauseFields planCode={subject.planCode} />
        <Col xs={24}>
          <Form.Item name="description" label={t('field.description')} required>
            <Input.TextArea
              rows={4}
              showCount
              maxLength={CLAIM_LIMITS.description}
              placeholder={t('claimReportWeb.loss.descriptionHint')}
              data-testid="report-description"
            />
          </Form.Item>
        </Col>
      </Row>
    </ReportSection>
  );
}
