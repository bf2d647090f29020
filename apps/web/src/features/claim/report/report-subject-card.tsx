import type { ClaimSubject } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatMoney, optionName } from '../../../ui/format.ts';
import { portQuery } from '../claim-report.api.ts';
import { MONO } from './report-paths.ts';

const orDash = (text: string | null | undefined) => (text ? text : '—');

/** A port named in the UI language (its code while the name loads or when it is not in the list). */
function PortName({ code }: { code: string }) {
  const { language } = useLanguage();
  const port = useQuery(portQuery(code)).data?.find((option) => option.valueCode === code);
  return <span title={code}>{port ? optionName(port, language) : code}</span>;
}

function Voyage({ subject }: { subject: ClaimSubject }) {
  if (!subject.loadingPort && !subject.dischargePort) return <>—</>;
  return (
    <span>
      {subject.loadingPort ? <PortName code={subject.loadingPort} /> : '—'}
      {' → '}
      {subject.dischargePort ? <PortName code={subject.dischargePort} /> : '—'}
    </span>
  );
}

/** The policy or certificate the loss is reported on: what it covers and for how long. */
export function ReportSubjectCard({ subject }: { subject: ClaimSubject }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      style={{ marginBottom: 16 }}
      title={
        <span>
          <Tag color={subject.kind === 'certificate' ? 'purple' : 'blue'}>
            {t(subject.kind === 'certificate' ? 'claim.subject.certificate' : 'claim.subject.policy')}
          </Tag>
          <span style={{ fontFamily: MONO }} data-testid="report-subject-no">
            {subject.policyNo}
          </span>
        </span>
      }
      extra={
        subject.claimCount > 0 ? (
          <Tag color="gold">{t('claimReportWeb.subject.claimCount', { count: subject.claimCount })}</Tag>
        ) : undefined
      }
      data-testid="report-subject"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'product', label: t('claimReportWeb.subject.product'), children: subject.productName },
          { key: 'plan', label: t('claimReportWeb.subject.plan'), children: orDash(subject.planName) },
          { key: 'insured', label: t('claimReportWeb.subject.insured'), children: subject.insuredName },
          {
            key: 'period',
            label: t('claimReportWeb.subject.period'),
            children: `${subject.insuranceBeginDate} ~ ${subject.insuranceEndDate}`,
          },
          {
            key: 'sumInsured',
            label: t('claimReportWeb.subject.sumInsured'),
            children: formatMoney(subject.sumInsured, subject.currencyCode),
          },
          {
            key: 'conveyance',
            label: t('claimReportWeb.subject.conveyance'),
            children: orDash(subject.conveyance),
          },
          {
            key: 'billOfLading',
            label: t('claimReportWeb.subject.billOfLading'),
            children: orDash(subject.billOfLadingNo),
          },
          {
            key: 'voyage',
            label: t('claimReportWeb.subject.voyage'),
            children: <Voyage subject={subject} />,
          },
          ...(subject.openPolicyNo
            ? [
                {
                  key: 'openPolicy',
                  label: t('claimReportWeb.subject.openPolicy'),
                  children: <span style={{ fontFamily: MONO }}>{subject.openPolicyNo}</span>,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
