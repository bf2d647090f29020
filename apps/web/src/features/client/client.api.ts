import type { ClientListQuery, ClientRecord, ClientRecordKind, ClientRecordRequest } from '@cargo/domain';
import { clientEndpoints } from '@cargo/domain/api/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { insuringKeys } from '../../api/insuring.api.ts';

/** The endpoints of each kind of client record (SPEC §7 names them per kind). */
const ENDPOINTS = {
  applicant: {
    list: clientEndpoints.listApplicants,
    save: clientEndpoints.saveApplicant,
    getDefault: clientEndpoints.getDefaultApplicant,
    setDefault: clientEndpoints.setDefaultApplicant,
  },
  insured: {
    list: clientEndpoints.listInsureds,
    save: clientEndpoints.saveInsured,
    getDefault: clientEndpoints.getDefaultInsured,
    setDefault: clientEndpoints.setDefaultInsured,
  },
} as const satisfies Record<ClientRecordKind, unknown>;

export const clientsQuery = (kind: ClientRecordKind, query: ClientListQuery) =>
  queryOptions({
    queryKey: insuringKeys.clients(kind, query),
    queryFn: ({ signal }) => call(ENDPOINTS[kind].list, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** The default applicant or insured, or null; a failure only means nothing is prefilled. */
export const defaultClientQuery = (kind: ClientRecordKind) =>
  queryOptions({
    queryKey: insuringKeys.defaultClient(kind),
    queryFn: ({ signal }) =>
      call(ENDPOINTS[kind].getDefault, {}, { hideError: true, loading: false, signal }),
    staleTime: 0,
  });

/** Saves a record; `isDefault` (query isDefault=Y) makes it the default of its kind. */
export const saveClient = (kind: ClientRecordKind, record: ClientRecordRequest, isDefault: boolean) =>
  call(ENDPOINTS[kind].save, { ...record, isDefault: isDefault ? 'Y' : 'N' }, { loading: false });

/** Makes a record the default of its kind: PUT putDefault/{id} or putDefaultInsurant/{id} (SPEC §7), no body. */
export const setDefaultClient = (kind: ClientRecordKind, record: ClientRecord) =>
  call(ENDPOINTS[kind].setDefault, { id: record.id }, { loading: false });

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

export const deleteClient = (id: number) => call(clientEndpoints.deleteClient, { id });

export const batchDeleteClients = (ids: number[]) => call(clientEndpoints.batchDeleteClients, { ids });
