import {
  type ClientListQuery,
  type ClientRecord,
  type ClientRecordKind,
  type ClientRecordRequest,
  type DeletedClients,
  deriveBirthdayAndSex,
  ERROR_CODES,
  ID_TYPES,
  labelOf,
  type Page,
  pageAnswer,
  pageWindow,
  RESIDENT_ID_TYPE,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import {
  type ClientRow,
  clearDefaultClient,
  deleteClients,
  findClient,
  findClientsByIds,
  findDefaultClient,
  insertClient,
  listClients,
  lockClientsOfKind,
  updateClient,
} from './client.repository.ts';

/** ID types numbered like the resident ID card: birthday and sex come from the number (SPEC §3). */
const DERIVABLE_ID_TYPES: readonly string[] = [RESIDENT_ID_TYPE, '09'];

const toClientRecord = (row: ClientRow): ClientRecord => ({
  id: row.id,
  kind: row.kind === 'insured' ? 'insured' : 'applicant',
  clientType: row.clientType,
  clientName: row.clientName,
  idType: row.idType,
  idTypeName: labelOf(ID_TYPES, row.idType, callerLanguage()),
  idNo: row.idNo,
  contactName: row.contactName,
  phone: row.phone,
  address: row.address,
  email: row.email,
  birthday: row.birthday,
  sex: row.sex,
  isDefault: row.isDefault ? 'Y' : 'N',
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The columns a request changes; birthday and sex derived for resident IDs, none for groups. An optional
 * field the request leaves out is left as it is (undefined), an empty one is cleared.
 */
const changesOf = (request: ClientRecordRequest) => {
  const derived =
    request.clientType === 'personal' && DERIVABLE_ID_TYPES.includes(request.idType)
      ? deriveBirthdayAndSex(request.idNo)
      : null;
  const isGroup = request.clientType === 'group';
  const personal = <T>(derivedValue: T | undefined, given: T | '' | undefined) =>
    isGroup ? null : (derivedValue ?? (given === undefined ? undefined : given || null));
  return {
    clientType: request.clientType,
    clientName: request.clientName,
    idType: request.idType,
    idNo: request.idNo,
    contactName: request.contactName,
    phone: request.phone,
    address: request.address,
    email: request.email,
    birthday: personal(derived?.birthday, request.birthday),
    sex: personal(derived?.sex, request.sex),
  };
};

/** A new record: what the request leaves out is empty. */
const newClientOf = (changes: ReturnType<typeof changesOf>) => ({
  ...changes,
  contactName: changes.contactName ?? '',
  phone: changes.phone ?? '',
  address: changes.address ?? '',
  email: changes.email ?? '',
  birthday: changes.birthday ?? null,
  sex: changes.sex ?? null,
});

/** POST queryCargoFrequencyApplicantInfo / queryCargoFrequencyInsurantInfo. */
export const listClientRecords = async (
  app: FastifyInstance,
  session: Session,
  kind: ClientRecordKind,
  query: ClientListQuery,
): Promise<Page<ClientRecord>> => {
  const { rows, total } = await listClients(app.db, session.accountId, kind, {
    clientName: query.clientName || undefined,
    idNo: query.idNo || undefined,
    ...pageWindow(query),
  });
  return pageAnswer(query, rows.map(toClientRecord), total);
};

const makeDefault = async (db: Executor, session: Session, kind: ClientRecordKind, id: number) => {
  await clearDefaultClient(db, session.accountId, kind);
  return updateClient(db, id, { isDefault: true });
};

/**
 * POST saveCargoFrequencyApplicantInfo / saveCargoFrequencyInsurantInfo: creates or updates a client
 * record. The ID type and number identify a client: saving the same identity again updates that record,
 * so a double submit never creates two. `isDefault` makes it the default of its kind.
 */
export const saveClientRecord = async (
  app: FastifyInstance,
  session: Session,
  kind: ClientRecordKind,
  request: ClientRecordRequest,
  isDefault: boolean,
): Promise<ClientRecord> => {
  const columns = changesOf(request);
  const row = await app.db.transaction(async (tx) => {
    const clients = await lockClientsOfKind(tx, session.accountId, kind);
    const sameIdentity = clients.find((c) => c.idType === columns.idType && c.idNo === columns.idNo);
    let saved: ClientRow;
    if (request.id !== undefined) {
      const current = clients.find((c) => c.id === request.id);
      if (current === undefined) throw notFound();
      // Another record already holds this identity.
      if (sameIdentity !== undefined && sameIdentity.id !== current.id)
        throw new AppError(ERROR_CODES.conflict);
      saved = await updateClient(tx, current.id, columns);
    } else if (sameIdentity !== undefined) {
      saved = await updateClient(tx, sameIdentity.id, columns);
    } else {
      saved = await insertClient(tx, { ...newClientOf(columns), accountId: session.accountId, kind });
    }
    return isDefault ? makeDefault(tx, session, kind, saved.id) : saved;
  });
  return toClientRecord(row);
};

/** PUT putDefault/{id} (applicants) and putDefaultInsurant/{id} (insureds). */
export const setDefaultClient = async (
  app: FastifyInstance,
  session: Session,
  kind: ClientRecordKind,
  id: number,
): Promise<ClientRecord> => {
  const row = await app.db.transaction(async (tx) => {
    const clients = await lockClientsOfKind(tx, session.accountId, kind);
    if (!clients.some((c) => c.id === id)) throw notFound();
    return makeDefault(tx, session, kind, id);
  });
  return toClientRecord(row);
};

/** GET getDefault / getDefaultInsurant: the default of the kind, or null. */
export const getDefaultClient = async (
  app: FastifyInstance,
  session: Session,
  kind: ClientRecordKind,
): Promise<ClientRecord | null> => {
  const row = await findDefaultClient(app.db, session.accountId, kind);
  return row === undefined ? null : toClientRecord(row);
};

/** The default applicant or insured cannot be deleted (SPEC §5). */
const assertDeletable = (rows: readonly ClientRow[]) => {
  if (rows.some((row) => row.isDefault)) {
    throw new AppError(ERROR_CODES.conflict, 'insuring.error.defaultClientCannotDelete');
  }
};

/** POST deleteCargoFrequencyClientInfo. */
export const deleteClientRecord = async (app: FastifyInstance, session: Session, id: number): Promise<null> =>
  app.db.transaction(async (tx) => {
    const row = await findClient(tx, session.accountId, id);
    if (row === undefined) throw notFound();
    const clients = await lockClientsOfKind(tx, session.accountId, row.kind);
    assertDeletable(clients.filter((c) => c.id === id));
    await deleteClients(tx, session.accountId, [id]);
    return null;
  });

/** POST batchDelete: all or nothing; any unknown id is "not found", any default refuses the batch. */
export const batchDeleteClientRecords = async (
  app: FastifyInstance,
  session: Session,
  ids: number[],
): Promise<DeletedClients> =>
  app.db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await findClientsByIds(tx, session.accountId, unique);
    if (rows.length !== unique.length) throw notFound();
    assertDeletable(rows);
    await deleteClients(tx, session.accountId, unique);
    return { deleted: unique.length };
  });
