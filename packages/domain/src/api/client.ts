import { z } from 'zod';
import { ZBatchIdsRequest, ZIdParams } from '../schemas/application.ts';
import {
  ZClientListQuery,
  ZClientRecord,
  ZClientRecordPage,
  ZClientRecordRequest,
  ZDeleteClientRequest,
  ZDeletedClients,
  ZSaveClientQuery,
} from '../schemas/client.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/** Frequent applicants and insureds (SPEC §7 "Client defaults", "Queries"). */
export const clientEndpoints = {
  listApplicants: endpoint({
    method: 'POST',
    path: '/cargo/client/queryCargoFrequencyApplicantInfo',
    access: customerAccess.read,
    body: ZClientListQuery,
    response: ZClientRecordPage,
    summary: "The account's frequent applicants, ten a page",
  }),
  listInsureds: endpoint({
    method: 'POST',
    path: '/cargo/client/queryCargoFrequencyInsurantInfo',
    access: customerAccess.read,
    body: ZClientListQuery,
    response: ZClientRecordPage,
    summary: "The account's frequent insureds, ten a page",
  }),
  saveApplicant: endpoint({
    method: 'POST',
    path: '/cargo/client/saveCargoFrequencyApplicantInfo',
    access: customerAccess.operate,
    body: ZClientRecordRequest,
    query: ZSaveClientQuery,
    response: ZClientRecord,
    summary:
      'Creates or updates a frequent applicant (the same ID updates it); isDefault=Y makes it the default',
  }),
  saveInsured: endpoint({
    method: 'POST',
    path: '/cargo/client/saveCargoFrequencyInsurantInfo',
    access: customerAccess.operate,
    body: ZClientRecordRequest,
    query: ZSaveClientQuery,
    response: ZClientRecord,
    summary:
      'Creates or updates a frequent insured (the same ID updates it); isDefault=Y makes it the default',
  }),
  setDefaultApplicant: endpoint({
    method: 'PUT',
    path: '/cargo/client/putDefault/:id',
    access: customerAccess.operate,
    params: ZIdParams,
    response: ZClientRecord,
    summary: 'Makes a frequent applicant the default one',
  }),
  setDefaultInsured: endpoint({
    method: 'PUT',
    path: '/cargo/client/putDefaultInsurant/:id',
    access: customerAccess.operate,
    params: ZIdParams,
    response: ZClientRecord,
    summary: 'Makes a frequent insured the default one',
  }),
  getDefaultApplicant: endpoint({
    method: 'GET',
    path: '/cargo/client/getDefault',
    access: customerAccess.read,
    response: ZClientRecord.nullable(),
    summary: 'The default applicant of the account, or null',
  }),
  getDefaultInsured: endpoint({
    method: 'GET',
    path: '/cargo/client/getDefaultInsurant',
    access: customerAccess.read,
    response: ZClientRecord.nullable(),
    summary: 'The default insured of the account, or null',
  }),
  deleteClient: endpoint({
    method: 'POST',
    path: '/cargo/client/deleteCargoFrequencyClientInfo',
    access: customerAccess.operate,
    body: ZDeleteClientRequest,
    response: z.null(),
    summary: 'Deletes a frequent applicant or insured (never the default)',
  }),
  batchDeleteClients: endpoint({
    method: 'POST',
    path: '/cargo/client/batchDelete',
    access: customerAccess.operate,
    body: ZBatchIdsRequest,
    response: ZDeletedClients,
    summary: 'Deletes several frequent clients, all or none (never a default)',
  }),
};
