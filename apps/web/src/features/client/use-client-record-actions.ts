import type { ClientRecord, ClientRecordKind } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { insuringKeys } from '../../api/insuring.api.ts';
import { batchDeleteClients, deleteClient, setDefaultClient } from './client.api.ts';

/**
 * What can be done to the frequent clients of a kind: make one the default, delete one or several.
 * `onDeleted` is told after a deletion (the selection is gone); each action refreshes the list.
 */
export function useClientRecordActions(kind: ClientRecordKind, onDeleted: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...insuringKeys.all, 'clients', kind] });
  const refreshDefault = () => queryClient.invalidateQueries({ queryKey: insuringKeys.defaultClient(kind) });

  const makeDefault = useMutation({
    mutationFn: (record: ClientRecord) => setDefaultClient(kind, record),
    onSuccess: async (record) => {
      message.success(t('insuringWeb.clients.defaultSet', { name: record.clientName }));
      await Promise.all([refresh(), refreshDefault()]);
    },
  });
  const remove = useMutation({
    mutationFn: (record: ClientRecord) => deleteClient(record.id),
    onSuccess: async () => {
      message.success(t('insuringWeb.clients.deleted'));
      onDeleted();
      await refresh();
    },
  });
  const removeMany = useMutation({
    mutationFn: (records: ClientRecord[]) => batchDeleteClients(records.map((record) => record.id)),
    onSuccess: async (result) => {
      message.success(t('insuringWeb.clients.batchDeleted', { count: result.deleted }));
      onDeleted();
      await refresh();
    },
  });
  /** A record was added or edited. */
  const saved = async (record: ClientRecord) => {
    message.success(t('insuringWeb.clients.saved', { name: record.clientName }));
    await Promise.all([refresh(), refreshDefault()]);
  };

  return { makeDefault, remove, removeMany, saved };
}

export type ClientRecordActions = ReturnType<typeof useClientRecordActions>;
