import type { ClaimDetail } from '@cargo/domain';
import { Card, Descriptions, type DescriptionsProps, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { businessTimeText } from '../../ui/business-time.tsx';
import { currencyIso, formatMoney, groupAmount } from '../../ui/format.ts';
import { sumAmounts } from './claim-amounts.ts';
import { MONO } from './report/report-paths.ts';

type Items = NonNullable<DescriptionsProps['items']>;
type GoodsLine = ClaimDetail['goodsLines'][number];

const yesNo = (t: TFunction, flag: 'Y' | 'N') =>
  t(flag === 'Y' ? 'claimWeb.common.yes' : 'claimWeb.common.no');

/** The policy or certificate the loss was reported on. */
export function ClaimPolicyFacts({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const items: Items = [
    {
      key: 'subject',
      label: t('claimWeb.facts.subject'),
      children: (
        <span>
          {t(claim.kind === 'certificate' ? 'claim.subject.certificate' : 'claim.subject.policy')}{' '}
          <span style={{ fontFamily: MONO }} data-testid="claim-policy-no">
            {claim.policyNo}
          </span>
        </span>
      ),
    },
    { key: 'product', label: t('field.productCode'), children: claim.productName },
    { key: 'plan', label: t('claimWeb.facts.plan'), children: claim.planName },
    { key: 'insured', label: t('field.insuredName'), children: claim.insuredName },
    {
      key: 'period',
      label: t('claimWeb.facts.period'),
      children: `${claim.insuranceBeginDate} ~ ${claim.insuranceEndDate}`,
    },
    {
      key: 'sumInsured',
      label: t('claimWeb.facts.sumInsured'),
      children: formatMoney(claim.sumInsured, claim.currencyCode),
    },
  ];
  return (
    <Card title={t('claimWeb.section.policy')} size="small">
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}

const injuryText = (t: TFunction, claim: ClaimDetail) =>
  claim.personalInjury === 'Y'
    ? t('claimWeb.facts.injuryCounts', {
        outpatient: claim.outpatientCount,
        inpatient: claim.inpatientCount,
        death: claim.deathCount,
      })
    : t('claimWeb.facts.none');

const reportItems = (t: TFunction, claim: ClaimDetail): Items => [
  { key: 'reporter', label: t('field.reporterName'), children: claim.reporterName },
  { key: 'mobile', label: t('field.reporterMobile'), children: claim.reporterMobile },
  { key: 'email', label: t('field.reporterEmail'), children: claim.reporterEmail },
  { key: 'incident', label: t('field.incidentTime'), children: businessTimeText(claim.incidentTime, t) },
  { key: 'reported', label: t('claimWeb.facts.reportedAt'), children: businessTimeText(claim.reportedAt, t) },
  { key: 'lossType', label: t('field.lossType'), children: claim.lossTypeName },
  { key: 'location', label: t('claimWeb.facts.location'), children: claim.locationName, span: 2 },
  { key: 'cause', label: t('claimWeb.facts.cause'), children: claim.causeName, span: 2 },
  {
    key: 'description',
    label: t('field.description'),
    children: <span style={{ whiteSpace: 'pre-wrap' }}>{claim.description}</span>,
    span: 2,
  },
  {
    key: 'property',
    label: t('field.propertyDamage'),
    children:
      claim.propertyDamage === 'Y' ? claim.propertyDamageDetail || yesNo(t, 'Y') : t('claimWeb.facts.none'),
  },
  { key: 'injury', label: t('claimWeb.facts.injury'), children: injuryText(t, claim) },
  { key: 'vehicle', label: t('field.vehicleDamage'), children: yesNo(t, claim.vehicleDamage) },
  {
    key: 'estimated',
    label: t('field.estimatedLoss'),
    children: (
      <Typography.Text strong>{formatMoney(claim.estimatedLoss, claim.estimatedCurrency)}</Typography.Text>
    ),
  },
  {
    key: 'preference',
    label: t('field.settlementPreference'),
    children: claim.settlementPreferenceName,
    span: 2,
  },
  { key: 'carrier', label: t('field.carrierName'), children: claim.carrierName || '-' },
  { key: 'carrierDue', label: t('claimWeb.facts.carrierNoticeDue'), children: claim.carrierNoticeDue || '-' },
];

/** The loss as reported: who, when, what, where, why, and the estimate. */
export function ClaimReportFacts({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('claimWeb.section.report')} size="small" data-testid="claim-report-facts">
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={reportItems(t, claim)} />
    </Card>
  );
}

/** The damaged goods lines with their claimed loss (quantity × unit price × extent) and the total. */
export function ClaimGoodsLines({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const currency = claim.estimatedCurrency;
  const amount = (value: string) => groupAmount(value, currency);
  const total = sumAmounts(
    claim.goodsLines.map((line) => line.claimedLoss),
    currency,
  );
  return (
    <Card title={t('claimWeb.section.goods')} size="small" data-testid="claim-goods">
      <Table<GoodsLine>
        size="small"
        rowKey="lineNo"
        pagination={false}
        dataSource={claim.goodsLines}
        locale={{ emptyText: t('claimWeb.goods.empty') }}
        scroll={{ x: 640 }}
        columns={[
          { title: t('claimWeb.goods.lineNo'), dataIndex: 'lineNo', width: 56 },
          { title: t('field.goodsName'), dataIndex: 'goodsName' },
          {
            title: t('field.quantity'),
            key: 'quantity',
            align: 'right',
            render: (_: unknown, line) => `${line.quantity} ${line.unit}`.trim(),
          },
          {
            title: `${t('field.unitPrice')} (${currencyIso(currency)})`,
            dataIndex: 'unitPrice',
            align: 'right',
            render: amount,
          },
          { title: t('field.damageExtent'), dataIndex: 'damageExtent', align: 'right', width: 120 },
          {
            title: `${t('claimWeb.goods.claimedLoss')} (${currencyIso(currency)})`,
            dataIndex: 'claimedLoss',
            align: 'right',
            render: amount,
          },
        ]}
        summary={() =>
          claim.goodsLines.length > 0 && total !== undefined ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5}>
                <Typography.Text strong>{t('claimWeb.goods.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <Typography.Text strong data-testid="claim-goods-total">
                  {amount(total)}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}
