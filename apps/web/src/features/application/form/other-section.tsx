import { textUnits, todayInChina, ZOtherSection } from '@cargo/domain';
import { Checkbox, Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusinessDatePicker } from '../../../ui/business-date-picker.tsx';
import { dateItemProps, SectionCard } from '../../../ui/form-kit.tsx';
import { CustomsStatement } from './route-notices.tsx';
import { rulesOf, type SectionProps } from './section-props.ts';

/** Other info: signing date, anti-dated confirmation (start before today), declaration. */
export function OtherSection({ form, product, language }: SectionProps) {
  const { t } = useTranslation();
  const rules = rulesOf(ZOtherSection, language);
  const begin = Form.useWatch(['basic', 'insuranceBeginDate'], form) as string | undefined;
  const isAntiDated = typeof begin === 'string' && begin !== '' && begin < todayInChina();
  return (
    <SectionCard section="other" title={t('insuringWeb.section.other')}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={['other', 'signDate']}
            label={t('field.signDate')}
            rules={rules('signDate')}
            {...dateItemProps}
          >
            <BusinessDatePicker style={{ width: '100%' }} data-testid="other-signDate" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          {isAntiDated && (
            <Form.Item
              name={['other', 'antiDatedConfirmed']}
              valuePropName="checked"
              label={t('field.antiDatedConfirmed')}
              required
              rules={rules('antiDatedConfirmed')}
            >
              <Checkbox data-testid="other-antiDated">{t('insuringWeb.other.antiDatedConfirm')}</Checkbox>
            </Form.Item>
          )}
        </Col>
        <Col span={24}>
          <Form.Item
            name={['other', 'declaration']}
            label={t('field.declaration')}
            rules={rules('declaration')}
          >
            <Input.TextArea
              rows={3}
              showCount={{ formatter: ({ value }) => `${textUnits(value)} / 400` }}
              placeholder={t('insuringWeb.other.declarationPlaceholder')}
              data-testid="other-declaration"
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 13 }}>
        {t('insuringWeb.other.statement')}
      </Typography.Paragraph>
      <CustomsStatement productCode={product.productCode} />
    </SectionCard>
  );
}
