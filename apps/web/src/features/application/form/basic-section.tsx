import { type QuoteResult, ZBasicSection } from '@cargo/domain';
import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusinessDatePicker } from '../../../ui/business-date-picker.tsx';
import { dateItemProps, SectionCard } from '../../../ui/form-kit.tsx';
import { requiredIn, rulesOf, type SectionProps } from './section-props.ts';

/** Basic info: the insurance period; annual products show the short-term rate of the quote. */
export function BasicSection({
  product,
  language,
  quote,
}: SectionProps & { quote: QuoteResult | undefined }) {
  const { t } = useTranslation();
  const rules = rulesOf(ZBasicSection, language);
  const required = requiredIn(product.productCode, 'basic');
  return (
    <SectionCard section="basic" title={t('insuringWeb.section.basic')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['basic', 'insuranceBeginDate']}
            label={t('field.insuranceBeginDate')}
            required={required('insuranceBeginDate')}
            rules={rules('insuranceBeginDate')}
            {...dateItemProps}
          >
            <BusinessDatePicker style={{ width: '100%' }} data-testid="basic-begin" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['basic', 'insuranceEndDate']}
            label={t('field.insuranceEndDate')}
            required={required('insuranceEndDate')}
            rules={rules('insuranceEndDate')}
            {...dateItemProps}
          >
            <BusinessDatePicker style={{ width: '100%' }} data-testid="basic-end" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('insuringWeb.basic.shortTerm')} tooltip={t('insuringWeb.basic.shortTermHelp')}>
            <Typography.Text type={quote?.shortTerm ? undefined : 'secondary'}>
              {quote?.shortTerm
                ? t('insuringWeb.quote.shortTermValue', {
                    count: quote.shortTerm.months,
                    percent: quote.shortTerm.percent,
                  })
                : t('insuringWeb.basic.perShipment')}
            </Typography.Text>
          </Form.Item>
        </Col>
      </Row>
    </SectionCard>
  );
}
