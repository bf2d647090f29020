import { GOODS_CATEGORIES, type Language, textUnits, ZGoodsSection } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { baseDataQuery } from '../../../api/shell.api.ts';
import { SectionCard } from '../../../ui/form-kit.tsx';
import { optionName } from '../../../ui/format.ts';
import { GoodsSuggestion } from './goods-suggestion.tsx';
import { requiredIn, rulesOf, type SectionProps } from './section-props.ts';

/** A text count in units (a wide character counts two), against its limit. */
const unitsCount = (limit: number) => ({
  formatter: ({ value }: { value: string }) => `${textUnits(value)} / ${limit}`,
});

/** Goods info: categories of the pricing engine (they drive the rate and referrals). */
export function GoodsSection({ form, product, language }: SectionProps) {
  const { t } = useTranslation();
  const rules = rulesOf(ZGoodsSection, language);
  const required = requiredIn(product.productCode, 'goods');
  return (
    <SectionCard section="goods" title={t('insuringWeb.section.goods')}>
      <Row gutter={16}>
        <GoodsCategoryFields form={form} language={language} />
        <Col xs={24} md={16}>
          <Form.Item
            name={['goods', 'cargoName']}
            label={t('field.cargoName')}
            required={required('cargoName')}
            rules={rules('cargoName')}
          >
            <Input showCount={unitsCount(400)} data-testid="goods-cargoName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['goods', 'internalBusinessNo']}
            label={t('field.internalBusinessNo')}
            rules={rules('internalBusinessNo')}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['goods', 'goodsDescription']}
            label={t('field.goodsDescription')}
            required={required('goodsDescription')}
            rules={rules('goodsDescription')}
          >
            <Input.TextArea rows={4} showCount={unitsCount(2000)} data-testid="goods-description" />
          </Form.Item>
          <GoodsSuggestion form={form} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['goods', 'marks']} label={t('field.marks')} rules={rules('marks')}>
            <Input.TextArea rows={4} showCount={unitsCount(400)} data-testid="goods-marks" />
          </Form.Item>
        </Col>
      </Row>
    </SectionCard>
  );
}

/** Major category, its subcategory (cleared when the major one changes), and the packing. */
function GoodsCategoryFields({ form, language }: { form: FormInstance; language: Language }) {
  const required = requiredIn(undefined, 'goods');
  const { t } = useTranslation();
  const rules = rulesOf(ZGoodsSection, language);
  const baseData = useQuery(baseDataQuery());
  const major = Form.useWatch(['goods', 'majorCategory'], form) as string | undefined;
  const majorOptions = GOODS_CATEGORIES.map((category) => ({
    value: category.code,
    label: language === 'zh-CN' ? category.zh : category.en,
  }));
  const subOptions = (GOODS_CATEGORIES.find((category) => category.code === major)?.subcategories ?? []).map(
    (sub) => ({ value: sub.code, label: language === 'zh-CN' ? sub.zh : sub.en }),
  );
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name={['goods', 'majorCategory']}
          label={t('field.majorCategory')}
          required={required('majorCategory')}
          rules={rules('majorCategory')}
        >
          <Select
            options={majorOptions}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('insuringWeb.common.choose')}
            data-testid="goods-major"
            onChange={() => form.setFieldValue(['goods', 'subCategory'], undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['goods', 'subCategory']}
          label={t('field.subCategory')}
          required={required('subCategory')}
          rules={rules('subCategory')}
        >
          <Select
            options={subOptions}
            disabled={!major}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={major ? t('insuringWeb.common.choose') : t('insuringWeb.goods.chooseMajorFirst')}
            data-testid="goods-sub"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={['goods', 'packingCode']}
          label={t('field.packingCode')}
          rules={rules('packingCode')}
        >
          <Select
            allowClear
            loading={baseData.isPending}
            options={(baseData.data?.packingType ?? []).map((option) => ({
              value: option.valueCode,
              label: optionName(option, language),
            }))}
            placeholder={t('insuringWeb.common.choose')}
            data-testid="goods-packing"
          />
        </Form.Item>
      </Col>
    </>
  );
}
