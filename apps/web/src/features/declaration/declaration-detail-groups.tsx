import {
  type DeclarationDetail,
  findMainClause,
  findRider,
  LETTER_OF_CREDIT,
  labelOf,
  type MessageKey,
  PAPER_TYPES,
  PRINT_LANGUAGES,
  SEAL_TYPES,
} from '@cargo/domain';
import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatMoney } from '../../ui/format.ts';
import styles from './declaration.module.css';
import { DeclarationStatusTag } from './declaration-table.tsx';
import { useDeclarationOptions } from './use-declaration-options.ts';

/** The certificate fields of one declaration, in the groups of the form. */

const text = (value: string | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? '—' : value;

function DetailGroup({ titleKey, items }: { titleKey: MessageKey; items: DescriptionsProps['items'] }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      title={t(titleKey)}
      column={2}
      size="small"
      bordered
      items={items}
      style={{ marginBottom: 20 }}
      styles={{ label: { width: 140 } }}
    />
  );
}

export function NumbersGroup({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation();
  const mono = (value: ReactNode) => <span className={styles.mono}>{value}</span>;
  return (
    <DetailGroup
      titleKey="declarationWeb.detail.numbers"
      items={[
        { key: 'status', label: t('field.status'), children: <DeclarationStatusTag row={detail} /> },
        { key: 'certificateNo', label: t('field.certificateNo'), children: mono(text(detail.certificateNo)) },
        { key: 'declarationNo', label: t('field.declarationNo'), children: mono(detail.declarationNo) },
        {
          key: 'declarationDate',
          label: t('declarationWeb.detail.declarationDate'),
          children: detail.declarationDate,
        },
        { key: 'policyNo', label: t('field.policyNo'), children: mono(detail.policyNo) },
        { key: 'product', label: t('declarationWeb.policy.product'), children: detail.productName },
        { key: 'insured', label: t('declarationWeb.policy.insured'), children: detail.insuredName, span: 2 },
      ]}
    />
  );
}

export function GoodsGroup({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation();
  return (
    <DetailGroup
      titleKey="declarationWeb.section.goods"
      items={[
        {
          key: 'goods',
          label: t('field.goodsDescription'),
          children: text(detail.goodsDescription),
          span: 2,
        },
        { key: 'marks', label: t('field.marks'), children: text(detail.marks), span: 2 },
        { key: 'invoiceNo', label: t('field.invoiceNo'), children: text(detail.invoiceNo) },
        { key: 'bl', label: t('field.billOfLadingNo'), children: text(detail.billOfLadingNo) },
      ]}
    />
  );
}

export function TransportGroup({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation();
  const options = useDeclarationOptions();
  const country = (code: string) => (code ? `${options.countryName(code)} (${code})` : '—');
  return (
    <DetailGroup
      titleKey="declarationWeb.section.transport"
      items={[
        { key: 'conveyance', label: t('field.conveyance'), children: text(detail.conveyance), span: 2 },
        { key: 'from', label: t('field.departureCountry'), children: country(detail.departureCountry) },
        { key: 'loading', label: t('field.loadingPort'), children: text(detail.loadingPort) },
        { key: 'to', label: t('field.destinationCountry'), children: country(detail.destinationCountry) },
        { key: 'discharge', label: t('field.dischargePort'), children: text(detail.dischargePort) },
        { key: 'via', label: t('field.viaPort'), children: text(detail.viaPort) },
        { key: 'sailing', label: t('field.sailingDate'), children: text(detail.sailingDate) },
      ]}
    />
  );
}

export function InsuranceGroup({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const clauseName = (code: string) => {
    const clause = findMainClause(code) ?? findRider(code);
    return clause ? (language === 'zh-CN' ? clause.zh : clause.en) : code;
  };
  const money = (amount: string | null) => (
    <span className={styles.amount}>{formatMoney(amount, detail.currency)}</span>
  );
  return (
    <DetailGroup
      titleKey="declarationWeb.section.insurance"
      items={[
        {
          key: 'clause',
          label: t('field.mainClause'),
          children: detail.mainClause ? clauseName(detail.mainClause) : '—',
        },
        {
          key: 'riders',
          label: t('field.riders'),
          children: detail.riders.length > 0 ? detail.riders.map(clauseName).join(', ') : '—',
        },
        { key: 'invoice', label: t('field.invoiceAmount'), children: money(detail.invoiceAmount) },
        {
          key: 'addition',
          label: t('field.additionPercent'),
          children: detail.additionPercent
            ? t('declarationWeb.common.percent', { value: detail.additionPercent })
            : '—',
        },
        {
          key: 'insured',
          label: t('declarationWeb.figures.insuredAmount'),
          children: money(detail.insuredAmount),
        },
        { key: 'premium', label: t('declarationWeb.figures.premium'), children: money(detail.premium) },
        { key: 'claims', label: t('field.claimPayableAt'), children: text(detail.claimPayableAt) },
        { key: 'survey', label: t('field.surveyAgent'), children: text(detail.surveyAgent) },
        {
          key: 'additional',
          label: t('field.additionalInsurance'),
          children: text(detail.additionalInsurance),
          span: 2,
        },
      ]}
    />
  );
}

export function CertificateGroup({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = useDeclarationOptions();
  const printFormat = options.datePrintFormats.find(
    (format) => format.value === detail.datePrintFormat,
  )?.label;
  const label = (list: Parameters<typeof labelOf>[0], code: string) =>
    code ? labelOf(list, code, language) : '—';
  return (
    <DetailGroup
      titleKey="declarationWeb.section.certificate"
      items={[
        {
          key: 'lc',
          label: t('field.letterOfCredit'),
          children: label(LETTER_OF_CREDIT, detail.letterOfCredit),
        },
        { key: 'lcNo', label: t('field.letterOfCreditNo'), children: text(detail.letterOfCreditNo) },
        { key: 'issuing', label: t('field.issuingDate'), children: text(detail.issuingDate) },
        {
          key: 'format',
          label: t('field.datePrintFormat'),
          children: text(printFormat ?? detail.datePrintFormat),
        },
        {
          key: 'printLanguage',
          label: t('field.printLanguage'),
          children: label(PRINT_LANGUAGES, detail.printLanguage),
        },
        { key: 'paper', label: t('field.paperType'), children: label(PAPER_TYPES, detail.paperType) },
        { key: 'seal', label: t('field.sealType'), children: label(SEAL_TYPES, detail.sealType) },
        {
          key: 'other',
          label: t('field.otherInformation'),
          children: text(detail.otherInformation),
          span: 2,
        },
      ]}
    />
  );
}
