import { Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActsOn } from '../../../ui/acts-on.tsx';
import { SectionCard } from '../../../ui/form-kit.tsx';
import { ClientFields } from './client-fields.tsx';
import { PunishNotice } from './punish-notice.tsx';
import type { FrequentClients } from './use-frequent-clients.ts';

/** Client info: the applicant, then the insured (who may be the same). */
export function ClientSection({ form, clients }: { form: FormInstance; clients: FrequentClients }) {
  const { t } = useTranslation();
  return (
    <SectionCard section="client" title={t('insuringWeb.section.client')}>
      <ClientFields
        side="applicant"
        form={form}
        onPick={() => clients.setPicker('applicant')}
        onSaveAsRecord={() => void clients.saveAsRecord('applicant')}
        isSavingRecord={clients.savingRecord === 'applicant'}
      />
      <PunishNotice form={form} side="applicant" />
      <div style={{ borderTop: '1px dashed #e3e8f0', margin: '8px 0 20px' }} />
      <ClientFields
        side="insured"
        form={form}
        onPick={() => clients.setPicker('insured')}
        onSaveAsRecord={() => void clients.saveAsRecord('insured')}
        isSavingRecord={clients.savingRecord === 'insured'}
        extra={
          <Button onClick={clients.copyApplicantToInsured} data-testid="insured-same">
            {t('insuringWeb.client.sameAsApplicant')}
            <ActsOn>{t('insuringWeb.client.insured')}</ActsOn>
          </Button>
        }
      />
      <PunishNotice form={form} side="insured" />
    </SectionCard>
  );
}
