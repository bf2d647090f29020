import type { OpenPolicyDetail } from '@cargo/domain';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../declaration.module.css';

/** The insured of the open policy, as the certificate will name it (not editable here). */
export function InsuredSection({ policy }: { policy: OpenPolicyDetail }) {
  const { t } = useTranslation();
  /** A contact detail of the insured, a dash when the policy has none. */
  const detail = (key: 'contact' | 'phone' | 'email' | 'address', value: string) => ({
    key,
    label: t(`declarationWeb.policy.${key}`),
    children: value || '—',
  });
  return (
    <Card variant="borderless" className={styles.sectionCard} title={t('declarationWeb.section.insured')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'insured', label: t('declarationWeb.policy.insured'), children: policy.insuredName },
          detail('contact', policy.insuredContact),
          detail('phone', policy.insuredPhone),
          detail('email', policy.insuredEmail),
          { ...detail('address', policy.insuredAddress), span: 2 },
        ]}
      />
    </Card>
  );
}
