import type { ClientAgreement } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRIVACY_POLICY_PARTS, SERVICE_AGREEMENT_PARTS } from '../public/index.ts';
import { termTextQuery } from './agreement.api.ts';

function TermBody({ code }: { code: string }) {
  const { t } = useTranslation();
  const term = useQuery(termTextQuery(code));
  if (term.isPending) return <Skeleton active />;
  if (term.isError) return <Alert type="error" showIcon message={term.error.message} />;
  return (
    <article data-testid="term-text">
      <Typography.Title level={3}>{term.data.title}</Typography.Title>
      <Typography.Text type="secondary">
        {t('agreement.versionLine', { version: term.data.version, date: term.data.effectiveDate })}
      </Typography.Text>
      {term.data.paragraphs.map((paragraph) => (
        <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
      ))}
    </article>
  );
}

function PortalAgreementBody({ agreement }: { agreement: ClientAgreement }) {
  const { t } = useTranslation();
  const privacy = agreement.code === 'PRIVACY';
  return (
    <article data-testid="agreement-text">
      <Typography.Title level={3}>{agreement.title}</Typography.Title>
      <Typography.Text type="secondary">
        {t('agreement.versionLine', { version: agreement.version, date: agreement.effectiveDate })}
      </Typography.Text>
      {privacy
        ? PRIVACY_POLICY_PARTS.map((part) => (
            <Typography.Paragraph key={part}>{t(`public.protocol.privacy.${part}`)}</Typography.Paragraph>
          ))
        : SERVICE_AGREEMENT_PARTS.map((part) => (
            <Typography.Paragraph key={part}>{t(`public.protocol.agreement.${part}`)}</Typography.Paragraph>
          ))}
    </article>
  );
}

function OpenPolicyBody({ agreement }: { agreement: ClientAgreement }) {
  const { t } = useTranslation();
  return (
    <article data-testid="agreement-text">
      <Typography.Title level={3}>{agreement.title}</Typography.Title>
      <Typography.Paragraph>{t('agreement.openPolicy.intro')}</Typography.Paragraph>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'no', label: t('agreement.openPolicy.policyNo'), children: agreement.code },
          { key: 'product', label: t('agreement.openPolicy.product'), children: agreement.productName },
          {
            key: 'period',
            label: t('agreement.openPolicy.period'),
            children: `${agreement.effectiveDate} ~ ${agreement.endDate ?? ''}`,
          },
        ]}
      />
      <Link to={`/fill-transport-declaration?policyNo=${encodeURIComponent(agreement.code)}`}>
        <Button type="primary" style={{ marginTop: 16 }}>
          {t('agreement.openPolicy.declare')}
        </Button>
      </Link>
    </article>
  );
}

/** The text of an agreement or of a term, opened from the lists (`?agreement=` / `?term=` in the URL). */
export function AgreementDrawer({
  termCode,
  agreement,
  onClose,
}: {
  termCode: string | null;
  agreement: ClientAgreement | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const open = termCode !== null || agreement !== undefined;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={t('agreement.view')}
      closable={{ 'aria-label': t('agreement.close') }}
    >
      {termCode !== null && <TermBody code={termCode} />}
      {agreement?.kind === 'portal' && <PortalAgreementBody agreement={agreement} />}
      {agreement?.kind === 'openPolicy' && <OpenPolicyBody agreement={agreement} />}
    </Drawer>
  );
}
