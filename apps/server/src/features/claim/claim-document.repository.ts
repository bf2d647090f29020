import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimDocuments, claimGoodsLines, claims, storedFiles } from '../../db/schema/index.ts';

/** Claim documents and the goods lines the carrier notice lists: Drizzle only here. */

export type NewClaimDocument = typeof claimDocuments.$inferInsert;

const first = async <T>(rows: PromiseLike<T[]>): Promise<T | undefined> => (await rows)[0];

/** The claim of the account with that report number, locked until the transaction ends. */
export const lockClaimOfAccount = (db: Executor, accountId: number, reportNo: string) =>
  first(
    db
      .select()
      .from(claims)
      .where(and(eq(claims.accountId, accountId), eq(claims.reportNo, reportNo)))
      .for('update'),
  );

const documentColumns = {
  typeCode: claimDocuments.typeCode,
  downloadKey: claimDocuments.downloadKey,
  uploadedAt: claimDocuments.uploadedAt,
  fileId: storedFiles.id,
  fileName: storedFiles.fileName,
  size: storedFiles.size,
};

/** A document of a claim with its stored file's name and size. */
export interface ClaimDocumentRow {
  typeCode: string;
  downloadKey: string;
  uploadedAt: Date;
  fileId: string;
  fileName: string;
  size: number;
}

/** The documents of a claim, by type code. */
export const findDocumentsOfClaim = (db: Executor, claimId: number): Promise<ClaimDocumentRow[]> =>
  db
    .select(documentColumns)
    .from(claimDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, claimDocuments.fileId))
    .where(eq(claimDocuments.claimId, claimId))
    .orderBy(asc(claimDocuments.typeCode));

/** The document of a type of a claim, if any. */
export const findDocumentOfType = (db: Executor, claimId: number, typeCode: string) =>
  first(
    db
      .select({ id: claimDocuments.id })
      .from(claimDocuments)
      .where(and(eq(claimDocuments.claimId, claimId), eq(claimDocuments.typeCode, typeCode))),
  );

/**
 * Records the document of a type, replacing the row of that type (one per type and claim). The replaced
 * file's stored row and bytes stay in the file store as history.
 */
export const upsertDocument = async (db: Executor, row: NewClaimDocument): Promise<void> => {
  await db
    .insert(claimDocuments)
    .values(row)
    .onConflictDoUpdate({
      target: [claimDocuments.claimId, claimDocuments.typeCode],
      set: {
        fileId: row.fileId,
        downloadKey: row.downloadKey,
        uploadedBy: row.uploadedBy,
        uploadedAt: row.uploadedAt,
      },
    });
};

/** Removes the document of a type; answers whether there was one. */
export const deleteDocumentOfType = async (db: Executor, claimId: number, typeCode: string) => {
  const removed = await db
    .delete(claimDocuments)
    .where(and(eq(claimDocuments.claimId, claimId), eq(claimDocuments.typeCode, typeCode)))
    .returning({ id: claimDocuments.id });
  return removed.length > 0;
};

/** A document by its download key, only among the account's claims; with its stored file. */
export const findDocumentByKey = (db: Executor, accountId: number, downloadKey: string) =>
  first(
    db
      .select({ file: storedFiles })
      .from(claimDocuments)
      .innerJoin(claims, eq(claims.id, claimDocuments.claimId))
      .innerJoin(storedFiles, eq(storedFiles.id, claimDocuments.fileId))
      .where(and(eq(claims.accountId, accountId), eq(claimDocuments.downloadKey, downloadKey))),
  );

/** A document of one claim by its key (the claims handler's inline view). */
export const findDocumentOfClaimByKey = (db: Executor, claimId: number, downloadKey: string) =>
  first(
    db
      .select({ file: storedFiles })
      .from(claimDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, claimDocuments.fileId))
      .where(and(eq(claimDocuments.claimId, claimId), eq(claimDocuments.downloadKey, downloadKey))),
  );

/** The damaged goods lines of a claim, in order. */
export const findGoodsLines = (db: Executor, claimId: number) =>
  db
    .select()
    .from(claimGoodsLines)
    .where(eq(claimGoodsLines.claimId, claimId))
    .orderBy(asc(claimGoodsLines.lineNo));
