import { BulbOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Col, Form, type FormInstance, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recognizeGoods } from './lookups.api.ts';

/**
 * "Suggest goods category": the server matches the goods description against the categories' keywords
 * (`cargoRiskDepictRecognition`); choosing a suggestion fills the major category and subcategory. The
 * customer stays responsible for the category: nothing is filled without a click.
 */
export function GoodsSuggestion({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const description = Form.useWatch(['goods', 'goodsDescription'], form) as string | undefined;
  const suggest = useMutation({ mutationFn: recognizeGoods });
  const blank = !description || description.trim() === '';
  return (
    <Col xs={24} style={{ marginTop: -8, marginBottom: 16 }}>
      <Space wrap size={[8, 8]}>
        <Button
          size="small"
          icon={<BulbOutlined />}
          disabled={blank}
          loading={suggest.isPending}
          onClick={() => suggest.mutate((description ?? '').trim())}
          data-testid="goods-suggest"
        >
          {t('insuringWeb.goods.suggest')}
        </Button>
        {suggest.data?.length === 0 && (
          <Typography.Text type="secondary">{t('insuringWeb.goods.noSuggestion')}</Typography.Text>
        )}
        {suggest.data && suggest.data.length > 0 && (
          <Typography.Text type="secondary">{t('insuringWeb.goods.suggestionHint')}</Typography.Text>
        )}
        {suggest.data?.map((suggestion) => (
          <Tag.CheckableTag
            key={suggestion.subCategory}
            checked={false}
            onChange={() => {
              form.setFieldValue(['goods', 'majorCategory'], suggestion.majorCategory);
              form.setFieldValue(['goods', 'subCategory'], suggestion.subCategory);
            }}
            data-testid={`goods-suggestion-${suggestion.subCategory}`}
          >
            {`${suggestion.majorCategoryName} / ${suggestion.subCategoryName}`}
          </Tag.CheckableTag>
        ))}
      </Space>
    </Col>
  );
}
