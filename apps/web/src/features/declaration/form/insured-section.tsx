import type { OpenPolicyDetail } from '@cargo/domain';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../declaration.module.css';

/** The insured of the open policy, as the certificate will name it (not editable here). */
export function InsuredSection({ policy }: { policy: OpenPolicyDetail }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className={styles.sectionCard} title={t('declarationWeb.section.insured')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'insured', label: t('declarationWeb.policy.insured'), children: policy.insuredName },
          {
            key: 'contact',
            label: t('declarationWeb.policy.contact'),
            children: policy.insuredContact || '—',
          },
          {
            key: 'phone',
            label: t('declarationWeb.policy.phone'),
            children: policy.insuredPhone || '—',
          },
          {
            key: 'email',
            label: t('declarationWeb.policy.email'),
            children: policy.insuredEmail || '—',
          },
          {
            key: 'address',
            label: t('declarationWeb.policy.address'),
            children: policy.insuredAddress || '—',
            span: 2,
          },
        ]}
      />
    </Card>
  );
}
