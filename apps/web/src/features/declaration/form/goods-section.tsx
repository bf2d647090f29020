import { DECLARATION_LIMITS } from '@cargo/domain';
import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../declaration.module.css';
import { type FieldProps, HALF, unitCount } from './field-props.ts';

/** The goods, their marks and the invoice or B/L number ("one of the two", said by the hint). */
export function GoodsSection({ field }: { field: FieldProps }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className={styles.sectionCard} title={t('declarationWeb.section.goods')}>
      <Form.Item {...field('goodsDescription')}>
        <Input.TextArea
          rows={3}
          count={unitCount(DECLARATION_LIMITS.goodsDescription)}
          placeholder={t('declarationWeb.placeholder.goodsDescription')}
          data-testid="input-goodsDescription"
        />
      </Form.Item>
      <Form.Item {...field('marks')}>
        <Input.TextArea
          rows={2}
          count={unitCount(DECLARATION_LIMITS.marks)}
          placeholder={t('declarationWeb.placeholder.marks')}
          data-testid="input-marks"
        />
      </Form.Item>
      <p className={styles.sectionHint}>{t('validation.invoiceOrBl.required')}</p>
      <Row gutter={16}>
        <Col {...HALF}>
          <Form.Item {...field('invoiceNo')}>
            <Input
              maxLength={DECLARATION_LIMITS.invoiceNo}
              placeholder={t('declarationWeb.placeholder.invoiceNo')}
              data-testid="input-invoiceNo"
            />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item {...field('billOfLadingNo')}>
            <Input
              maxLength={DECLARATION_LIMITS.billOfLadingNo}
              placeholder={t('declarationWeb.placeholder.billOfLadingNo')}
              data-testid="input-billOfLadingNo"
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
