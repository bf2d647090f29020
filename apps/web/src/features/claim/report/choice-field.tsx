import type { MessageKey } from '@cargo/domain';
import { Col, Form, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportFormValues } from './report-form-model.ts';

interface ChoiceFieldProps {
  name: keyof ReportFormValues;
  label: MessageKey;
  /** Its column's width from a medium screen on (a full row below). */
  md: number;
  required?: boolean;
  /** The options and how they load and are searched. */
  select: SelectProps;
  /** The choice it depends on (a city depends on the province): until it is made, this one waits and says so. */
  after?: { chosen: unknown; first: MessageKey };
}

/** A choice of the report, in its column: a list the server gives, named by the field it fills. */
export function ChoiceField({ name, label, md, required, select, after }: ChoiceFieldProps) {
  const { t } = useTranslation();
  const waiting = after !== undefined && !after.chosen;
  return (
    <Col xs={24} md={md}>
      <Form.Item name={name} label={t(label)} required={required}>
        <Select
          {...select}
          disabled={after === undefined ? undefined : waiting}
          placeholder={t(waiting ? after.first : 'claimReportWeb.common.choose')}
          data-testid={`report-${name}`}
        />
      </Form.Item>
    </Col>
  );
}
