import type { QuoteResult } from '@cargo/domain';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/form-kit.tsx';
import { money } from '../../../ui/format.ts';

/** Deductible info (SPEC §3): what the server's quote says for the goods and the sum insured. */
export function DeductibleSection({ quote }: { quote: QuoteResult | undefined }) {
  const { t } = useTranslation();
  return (
    <SectionCard section="deductible" title={t('insuringWeb.section.deductible')}>
      <Table
        size="small"
        pagination={false}
        rowKey="item"
        dataSource={quote?.deductibles ?? []}
        locale={{ emptyText: t('insuringWeb.deductible.empty') }}
        columns={[
          { title: t('insuringWeb.deductible.item'), dataIndex: 'item' },
          { title: t('insuringWeb.deductible.type'), dataIndex: 'deductibleType' },
          {
            title: t('insuringWeb.deductible.ratio'),
            dataIndex: 'ratio',
            render: (ratio: string) => `${ratio}%`,
          },
          {
            title: t('insuringWeb.deductible.lossAmount'),
            dataIndex: 'lossAmount',
            render: (amount: string) => money(quote?.currencyCode, amount),
          },
          {
            title: t('insuringWeb.deductible.amount'),
            dataIndex: 'amount',
            render: (amount: string) => money(quote?.currencyCode, amount),
          },
          {
            title: t('insuringWeb.deductible.description'),
            dataIndex: 'description',
            render: (text: string, line) => (
              <span>
                {text}
                {line.isMandatory && (
                  <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
                    {t('insuringWeb.deductible.mandatory')}
                  </Typography.Text>
                )}
              </span>
            ),
          },
        ]}
      />
    </SectionCard>
  );
}
