import type { ClientRecord, ClientRecordKind } from '@cargo/domain';
import { Drawer, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientRecordList } from './client-record-list.tsx';

interface ClientRecordsDrawerProps {
  open: boolean;
  /** The kind shown first; in pick mode the only one. */
  kind: ClientRecordKind;
  onClose: () => void;
  /** Pick mode (from the application form): the chosen record goes back to the form. */
  onPick?: (record: ClientRecord) => void;
}

/** Frequent applicants and insureds (SPEC §3 client records, §7 client defaults). */
export function ClientRecordsDrawer({ open, kind, onClose, onPick }: ClientRecordsDrawerProps) {
  const { t } = useTranslation();
  const [activeKind, setActiveKind] = useState<ClientRecordKind>(kind);
  const shownKind = onPick ? kind : activeKind;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={1080}
      destroyOnHidden
      title={
        onPick
          ? t('insuringWeb.clients.pickTitle', { kind: t(`insuringWeb.clients.kind.${kind}`) })
          : t('insuringWeb.clients.title')
      }
      data-testid="client-records"
    >
      {onPick ? (
        <ClientRecordList kind={kind} onPick={onPick} />
      ) : (
        <Tabs
          activeKey={shownKind}
          onChange={(key) => setActiveKind(key === 'insured' ? 'insured' : 'applicant')}
          items={(['applicant', 'insured'] as const).map((item) => ({
            key: item,
            label: t(`insuringWeb.clients.kind.${item}`),
            children: <ClientRecordList kind={item} />,
          }))}
        />
      )}
    </Drawer>
  );
}
