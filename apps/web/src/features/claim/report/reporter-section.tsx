import { CLAIM_LIMITS } from '@cargo/domain';
import { Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextFieldCols, type TextFieldInCol, type TextFieldSpec } from '../../../ui/form-fields.tsx';
import { ReportSection } from './report-section.tsx';

type ReporterField = 'reporterName' | 'reporterMobile' | 'reporterEmail';
const THIRD = { xs: 24, md: 8 };

/** A field of the reporter, labelled and tested by its name; all three are asked for. */
const reporter = (name: ReporterField, spec: Pick<TextFieldSpec, 'kind' | 'maxLength'>) =>
  ({
    name,
    label: `field.${name}`,
    testId: `report-${name}`,
    required: true,
    col: THIRD,
    ...spec,
  }) as const satisfies TextFieldInCol<ReporterField>;

const REPORTER_FIELDS = [
  reporter('reporterName', { kind: 'name', maxLength: CLAIM_LIMITS.reporterName }),
  reporter('reporterMobile', { kind: 'mobile' }),
  reporter('reporterEmail', { kind: 'email', maxLength: CLAIM_LIMITS.email }),
];

/** Who reports the loss and how the claims staff reach them. */
export function ReporterSection() {
  const { t } = useTranslation();
  return (
    <ReportSection section="reporter" title={t('claimReportWeb.section.reporter')}>
      <Row gutter={16}>
        <TextFieldCols fields={REPORTER_FIELDS} />
      </Row>
    </ReportSection>
  );
}
