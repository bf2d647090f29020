import type { ClaimDetail, ClaimSettlement } from '@cargo/domain';
import { Alert, Card, Descriptions, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessTimeText } from '../../ui/business-time.tsx';
import { currencyIso, formatMoney, groupAmount } from '../../ui/format.ts';

type SettlementLine = ClaimSettlement['lines'][number];

/** Per goods line the claimed and the assessed loss, with the totals under them. */
function SettlementLines({ settlement }: { settlement: ClaimSettlement }) {
  const { t } = useTranslation();
  const currency = settlement.currencyCode;
  const amount = (value: string) => groupAmount(value, currency);
  return (
    <Table<SettlementLine>
      size="small"
      rowKey="lineNo"
      pagination={false}
      dataSource={settlement.lines}
      columns={[
        { title: t('claimWeb.goods.lineNo'), dataIndex: 'lineNo', width: 56 },
        { title: t('field.goodsName'), dataIndex: 'goodsName' },
        {
          title: `${t('claimWeb.settlement.claimed')} (${currencyIso(currency)})`,
          dataIndex: 'claimedLoss',
          align: 'right',
          render: amount,
        },
        {
          title: `${t('claimWeb.settlement.assessed')} (${currencyIso(currency)})`,
          dataIndex: 'assessedLoss',
          align: 'right',
          render: amount,
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>{t('claimWeb.settlement.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            {amount(settlement.totalClaimed)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <Typography.Text strong>{amount(settlement.totalAssessed)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** The adjuster's calculation once there is one: lines, deductible, payable and its CNY equivalent. */
export function ClaimSettlementCard({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const settlement = claim.settlement;
  return (
    <Card title={t('claimWeb.section.settlement')} data-testid="claim-settlement">
      {settlement === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('claimWeb.settlement.waiting')} />
      ) : (
        <SettlementBody claim={claim} settlement={settlement} />
      )}
    </Card>
  );
}

function SettlementBody({ claim, settlement }: { claim: ClaimDetail; settlement: ClaimSettlement }) {
  const { t } = useTranslation();
  const currency = settlement.currencyCode;
  return (
    <>
      <div style={{ textAlign: 'center', marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('claimWeb.settlement.payable')}</Typography.Text>
        <div style={{ fontSize: 26, fontWeight: 600 }} data-testid="claim-settlement-payable">
          {formatMoney(settlement.payable, currency)}
        </div>
        <Typography.Text type="secondary" data-testid="claim-settlement-cny">
          {`≈ ${formatMoney(settlement.payableCny, 'CNY')}`}
        </Typography.Text>
      </div>
      {settlement.cappedBySumInsured ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('claimWeb.settlement.capped', {
            sumInsured: formatMoney(claim.sumInsured, claim.currencyCode),
          })}
          data-testid="claim-settlement-capped"
        />
      ) : null}
      <SettlementLines settlement={settlement} />
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'deductible',
            label: t('claimWeb.settlement.deductible'),
            children: formatMoney(settlement.deductible, currency),
          },
          {
            key: 'payable',
            label: t('claimWeb.settlement.payable'),
            children: <Typography.Text strong>{formatMoney(settlement.payable, currency)}</Typography.Text>,
          },
          {
            key: 'payableCny',
            label: t('claimWeb.settlement.payableCny'),
            children: `${formatMoney(settlement.payableCny, 'CNY')} (${t('claimWeb.settlement.exchangeRate', {
              currency: currencyIso(currency),
              rate: settlement.exchangeRate,
            })})`,
          },
          ...(settlement.note
            ? [{ key: 'note', label: t('claimWeb.settlement.note'), children: settlement.note }]
            : []),
          {
            key: 'calculatedAt',
            label: t('claimWeb.settlement.calculatedAt'),
            children: businessTimeText(settlement.calculatedAt, t),
          },
        ]}
      />
    </>
  );
}
