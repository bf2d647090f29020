import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { documentVerifications } from '../../db/schema/document.ts';

export type VerificationRow = typeof documentVerifications.$inferSelect;
export type DocumentKind = VerificationRow['kind'];

export interface DocumentVersion {
  accountId: number;
  kind: DocumentKind;
  documentNo: string;
  version: number;
  endorsementNo: string | null;
}

/** The codes of a document version, written the first time it is printed (a racing print keeps the first). */
export const findOrInsertVerification = async (
  db: Executor,
  version: DocumentVersion,
  codes: { token: string; shortCode: string },
): Promise<VerificationRow> => {
  await db
    .insert(documentVerifications)
    .values({ ...version, ...codes })
    .onConflictDoNothing({
      target: [documentVerifications.kind, documentVerifications.documentNo, documentVerifications.version],
    });
  const [row] = await db
    .select()
    .from(documentVerifications)
    .where(
      and(
        eq(documentVerifications.kind, version.kind),
        eq(documentVerifications.documentNo, version.documentNo),
        eq(documentVerifications.version, version.version),
      ),
    );
  if (row === undefined) throw new Error(`No verification for ${version.kind} ${version.documentNo}`);
  return row;
};

/** The version a token or a short code was printed on, if any. */
export const findVerificationByCode = async (db: Executor, code: string) => {
  const [row] = await db
    .select()
    .from(documentVerifications)
    .where(or(eq(documentVerifications.token, code), eq(documentVerifications.shortCode, code)));
  return row;
};
