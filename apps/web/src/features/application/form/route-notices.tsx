import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Collapse, Form, type FormInstance, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { disasterWarningsQuery, insuredStatementQuery } from './lookups.api.ts';

const PORT_CODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const portOrNone = (value: unknown) =>
  typeof value === 'string' && PORT_CODE.test(value) ? value : undefined;

/**
 * Natural-disaster warnings in force on the departure day at the route's ports (a notice: the application
 * is not refused for it).
 */
export function DisasterWarnings({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const departurePort = portOrNone(Form.useWatch(['transport', 'departurePort'], form));
  const destinationPort = portOrNone(Form.useWatch(['transport', 'destinationPort'], form));
  const transitPort = portOrNone(Form.useWatch(['transport', 'transitPort'], form));
  const date = Form.useWatch(['transport', 'departureDate'], form) as unknown;
  const departureDate = typeof date === 'string' && DAY.test(date) ? date : undefined;
  const warnings = useQuery(
    disasterWarningsQuery({ departurePort, destinationPort, transitPort, departureDate }),
  );
  if (!warnings.data || warnings.data.length === 0) return null;
  return (
    <Col span={24}>
      {warnings.data.map((warning) => (
        <Alert
          key={warning.warningCode}
          type={warning.level === 'red' || warning.level === 'orange' ? 'error' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          title={t('insuringWeb.disaster.title', {
            level: warning.levelName,
            type: warning.disasterTypeName,
            title: warning.title,
          })}
          description={t('insuringWeb.disaster.description', {
            ports: warning.matchedPorts.join(', '),
            from: warning.validFrom,
            until: warning.validUntil,
          })}
          data-testid={`disaster-warning-${warning.warningCode}`}
        />
      ))}
    </Col>
  );
}

/** The insured's customs statement of the product (import and export products), to read before submitting. */
export function CustomsStatement({ productCode }: { productCode: string }) {
  const statement = useQuery(insuredStatementQuery(productCode));
  if (!statement.data?.applicable) return null;
  return (
    <Collapse
      size="small"
      style={{ marginTop: 12 }}
      items={[
        {
          key: 'customs',
          label: statement.data.title,
          children: statement.data.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph} style={{ fontSize: 13 }}>
              {paragraph}
            </Typography.Paragraph>
          )),
        },
      ]}
      data-testid="customs-statement"
    />
  );
}
