import { CLAIM_LIMITS, type ClaimSubject } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { accidentCausesQuery, lossTypesQuery } from '../claim-report.api.ts';
import { ChoiceField } from './choice-field.tsx';
import { IncidentTimeInput } from './incident-time-input.tsx';
import { LocationFields } from './location-fields.tsx';
import type { ReportFormValues } from './report-form-model.ts';
import { ReportSection } from './report-section.tsx';

const asOptions = (list: { valueCode: string; valueName: string }[] | undefined) =>
  (list ?? []).map((option) => ({ value: option.valueCode, label: option.valueName }));

/** The two levels of the accident cause, as the plan (main clause) of the policy offers them. */
function CauseFields({ planCode }: { planCode: string }) {
  const level1Code = Form.useWatch<ReportFormValues['causeLevel1']>('causeLevel1');
  const level1 = useQuery(accidentCausesQuery(planCode));
  const level2 = useQuery(accidentCausesQuery(planCode, level1Code ?? ''));
  const search = { showSearch: { optionFilterProp: 'label' } };
  return (
    <>
      <ChoiceField
        name="causeLevel1"
        label="field.causeLevel1"
        md={12}
        required
        select={{ options: asOptions(level1.data), loading: level1.isFetching, ...search }}
      />
      <ChoiceField
        name="causeLevel2"
        label="field.causeLevel2"
        md={12}
        required
        select={{ options: asOptions(level2.data), loading: level2.isFetching, ...search }}
        after={{ chosen: level1Code, first: 'claimReportWeb.loss.causeFirst' }}
      />
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
        <ChoiceField
          name="lossType"
          label="field.lossType"
          md={12}
          required
          select={{ options: asOptions(lossTypes.data), loading: lossTypes.isFetching }}
        />
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
