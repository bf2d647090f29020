import { DownloadOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  DECLARATION_STATUS,
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
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, type DescriptionsProps, Drawer, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { declarationDetailQuery, downloadCertificate } from './declaration.api.ts';
import styles from './declaration.module.css';
import { formatMoney } from './declaration-format.ts';
import { fillPath } from './declaration-paths.ts';
import { DeclarationStatusTag } from './declaration-table.tsx';
import { useDeclarationOptions } from './use-declaration-options.ts';

const text = (value: string | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? '—' : value;

function DetailBody({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = useDeclarationOptions();
  const clauseName = (code: string) => {
    const clause = findMainClause(code) ?? findRider(code);
    return clause ? (language === 'zh-CN' ? clause.zh : clause.en) : code;
  };
  const country = (code: string) => (code ? `${options.countryName(code)} (${code})` : '—');
  const money = (amount: string | null) => (
    <span className={styles.amount}>{formatMoney(amount, detail.currency)}</span>
  );
  const printFormat = options.datePrintFormats.find(
    (format) => format.value === detail.datePrintFormat,
  )?.label;

  const group = (titleKey: MessageKey, items: DescriptionsProps['items']) => (
    <Descriptions
      key={titleKey}
      title={t(titleKey)}
      column={2}
      size="small"
      bordered
      items={items}
      style={{ marginBottom: 20 }}
      styles={{ label: { width: 140 } }}
    />
  );

  return (
    <>
      {detail.reviewReasons.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('declarationWeb.result.reviewReasons')}
          description={detail.reviewReasons.join('; ')}
        />
      ) : null}
      {detail.reviewComment ? (
        <Alert
          type={detail.status === DECLARATION_STATUS.rejected ? 'error' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('declarationWeb.detail.reviewComment')}
          description={detail.reviewComment}
        />
      ) : null}
      {group('declarationWeb.detail.numbers', [
        { key: 'status', label: t('field.status'), children: <DeclarationStatusTag row={detail} /> },
        {
          key: 'certificateNo',
          label: t('field.certificateNo'),
          children: <span className={styles.mono}>{text(detail.certificateNo)}</span>,
        },
        {
          key: 'declarationNo',
          label: t('field.declarationNo'),
          children: <span className={styles.mono}>{detail.declarationNo}</span>,
        },
        {
          key: 'declarationDate',
          label: t('declarationWeb.detail.declarationDate'),
          children: detail.declarationDate,
        },
        {
          key: 'policyNo',
          label: t('field.policyNo'),
          children: <span className={styles.mono}>{detail.policyNo}</span>,
        },
        { key: 'product', label: t('declarationWeb.policy.product'), children: detail.productName },
        { key: 'insured', label: t('declarationWeb.policy.insured'), children: detail.insuredName, span: 2 },
      ])}
      {group('declarationWeb.section.goods', [
        {
          key: 'goods',
          label: t('field.goodsDescription'),
          children: text(detail.goodsDescription),
          span: 2,
        },
        { key: 'marks', label: t('field.marks'), children: text(detail.marks), span: 2 },
        { key: 'invoiceNo', label: t('field.invoiceNo'), children: text(detail.invoiceNo) },
        { key: 'bl', label: t('field.billOfLadingNo'), children: text(detail.billOfLadingNo) },
      ])}
      {group('declarationWeb.section.transport', [
        { key: 'conveyance', label: t('field.conveyance'), children: text(detail.conveyance), span: 2 },
        { key: 'from', label: t('field.departureCountry'), children: country(detail.departureCountry) },
        { key: 'loading', label: t('field.loadingPort'), children: text(detail.loadingPort) },
        { key: 'to', label: t('field.destinationCountry'), children: country(detail.destinationCountry) },
        { key: 'discharge', label: t('field.dischargePort'), children: text(detail.dischargePort) },
        { key: 'via', label: t('field.viaPort'), children: text(detail.viaPort) },
        { key: 'sailing', label: t('field.sailingDate'), children: text(detail.sailingDate) },
      ])}
      {group('declarationWeb.section.insurance', [
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
      ])}
      {group('declarationWeb.section.certificate', [
        {
          key: 'lc',
          label: t('field.letterOfCredit'),
          children: detail.letterOfCredit ? labelOf(LETTER_OF_CREDIT, detail.letterOfCredit, language) : '—',
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
          children: detail.printLanguage ? labelOf(PRINT_LANGUAGES, detail.printLanguage, language) : '—',
        },
        {
          key: 'paper',
          label: t('field.paperType'),
          children: detail.paperType ? labelOf(PAPER_TYPES, detail.paperType, language) : '—',
        },
        {
          key: 'seal',
          label: t('field.sealType'),
          children: detail.sealType ? labelOf(SEAL_TYPES, detail.sealType, language) : '—',
        },
        {
          key: 'other',
          label: t('field.otherInformation'),
          children: text(detail.otherInformation),
          span: 2,
        },
      ])}
    </>
  );
}

/** Every certificate field of one declaration, with its download or "continue" action. */
export function DeclarationDetailDrawer({
  declarationNo,
  onClose,
}: {
  declarationNo: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useQuery({
    ...declarationDetailQuery(declarationNo ?? ''),
    enabled: declarationNo !== undefined,
  });
  const download = useMutation({
    mutationFn: (found: DeclarationDetail) => downloadCertificate(found.declarationNo, found.certificateNo),
  });
  const data = detail.data;

  let footer: ReactNode = null;
  if (data?.status === DECLARATION_STATUS.declared) {
    footer = (
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={() => download.mutate(data)}
        data-testid="detail-download-certificate"
      >
        {t('declarationWeb.common.downloadCertificate')}
      </Button>
    );
  } else if (data?.status === DECLARATION_STATUS.draft) {
    footer = (
      <Button
        type="primary"
        icon={<EditOutlined />}
        onClick={() => navigate(fillPath(data.policyNo, data.declarationNo))}
      >
        {t('declarationWeb.pending.continue')}
      </Button>
    );
  }

  return (
    <Drawer
      open={declarationNo !== undefined}
      onClose={onClose}
      size={880}
      title={t('declarationWeb.detail.title', { number: data?.certificateNo ?? declarationNo ?? '' })}
      footer={footer ? <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{footer}</div> : null}
      destroyOnHidden
      data-testid="declaration-detail"
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 14 }} />
      ) : detail.isError ? (
        <Result
          status="warning"
          title={t('declarationWeb.detail.loadFailed')}
          subTitle={detail.error.message}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
              {t('declarationWeb.common.retry')}
            </Button>
          }
        />
      ) : (
        <DetailBody detail={detail.data} />
      )}
    </Drawer>
  );
}
