import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';

/** The agreement's version and the China day it took effect: a new text gets a new version and date. */
export const PROTOCOL_VERSION = { version: '2.1', date: '2026-11-01' } as const;

/** The parts of each text, in order (also shown by agreement management, features/agreement). */
export const AGREEMENT = ['scope', 'account', 'truthful', 'electronic', 'use', 'liability', 'law'] as const;
export const PRIVACY = ['collect', 'purpose', 'share', 'retention', 'security', 'rights', 'contact'] as const;

export default function ProtocolPage() {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <PageBanner title={t('public.protocol.title')} subtitle={t('public.protocol.subtitle')} />
      <PublicSection>
        <Card variant="borderless" data-testid="protocol">
          <Typography.Text type="secondary" data-testid="protocol-version">
            {t('public.protocol.version', PROTOCOL_VERSION)}
          </Typography.Text>
          <Typography.Title level={3}>{t('public.protocol.agreement.title')}</Typography.Title>
          {AGREEMENT.map((part) => (
            <Typography.Paragraph key={part}>{t(`public.protocol.agreement.${part}`)}</Typography.Paragraph>
          ))}
          <Typography.Title level={3}>{t('public.protocol.privacy.title')}</Typography.Title>
          {PRIVACY.map((part) => (
            <Typography.Paragraph key={part}>{t(`public.protocol.privacy.${part}`)}</Typography.Paragraph>
          ))}
        </Card>
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
