import type {
  ClientListQuery,
  ClientRecord,
  ClientRecordKind,
  ClientRecordRequest,
  Page,
} from '@cargo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/request.ts';
import { insuringKeys } from '../quotation/quotation.api.ts';

/** The SPEC §7 call names of each kind of client record. */
const NAMES: Record<
  ClientRecordKind,
  { list: string; save: string; getDefault: string; putDefault: string }
> = {
  applicant: {
    list: 'queryCargoFrequencyApplicantInfo',
    save: 'saveCargoFrequencyApplicantInfo',
    getDefault: 'getDefault',
    putDefault: 'putDefault',
  },
  insured: {
    list: 'queryCargoFrequencyInsurantInfo',
    save: 'saveCargoFrequencyInsurantInfo',
    getDefault: 'getDefaultInsurant',
    putDefault: 'putDefaultInsurant',
  },
};

export const clientsQuery = (kind: ClientRecordKind, query: ClientListQuery) =>
  queryOptions({
    queryKey: insuringKeys.clients(kind, query),
    queryFn: ({ signal }) =>
      gateway.post<Page<ClientRecord>>(`/cargo/client/${NAMES[kind].list}`, query, {
        loading: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The default applicant or insured, or null; a failure only means nothing is prefilled. */
export const defaultClientQuery = (kind: ClientRecordKind) =>
  queryOptions({
    queryKey: insuringKeys.defaultClient(kind),
    queryFn: ({ signal }) =>
      gateway.get<ClientRecord | null>(`/cargo/client/${NAMES[kind].getDefault}`, undefined, {
        hideError: true,
        loading: false,
        signal,
      }),
    staleTime: 0,
  });

export const saveClient = (kind: ClientRecordKind, record: ClientRecordRequest, isDefault: boolean) =>
  gateway.post<ClientRecord>(`/cargo/client/${NAMES[kind].save}?isDefault=${isDefault ? 'Y' : 'N'}`, record, {
    loading: false,
  });

/** Makes a record the default of its kind: PUT putDefault/{id} or putDefaultInsurant/{id} (SPEC §7), no body. */
export const setDefaultClient = (kind: ClientRecordKind, record: ClientRecord) =>
  gateway.put<ClientRecord>(`/cargo/client/${NAMES[kind].putDefault}/${record.id}`, undefined, {
    loading: false,
  });

/** A stored record as a save request (birthday and sex only where the ID number does not give them). */
export const toClientRequest = (record: ClientRecord): ClientRecordRequest => ({
  id: record.id,
  clientType: record.clientType === 'personal' ? 'personal' : 'group',
  clientName: record.clientName,
  idType: record.idType as ClientRecordRequest['idType'],
  idNo: record.idNo,
  contactName: record.contactName,
  phone: record.phone,
  address: record.address,
  email: record.email,
  birthday: record.birthday ?? '',
  sex: record.sex === 'M' || record.sex === 'F' ? record.sex : '',
});

export const deleteClient = (id: number) =>
  gateway.post<null>('/cargo/client/deleteCargoFrequencyClientInfo', { id });

export const batchDeleteClients = (ids: number[]) =>
  gateway.post<{ deleted: number }>('/cargo/client/batchDelete', { ids });
