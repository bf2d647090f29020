import type { SanctionsEntryType, SanctionsNameKind } from '../../../db/schema/index.ts';

/**
 * What every list format is read into: one entry per listed party or vessel with all its names. The OFAC
 * legacy CSV is read today (`ofac-legacy-csv.ts`); the UN Security Council consolidated XML, the EU's and the
 * UK's lists are further adapters of this interface, registered in `index.ts`, with no change elsewhere.
 */
export interface ListedEntry {
  /** The list's own id of the entry. */
  entNum: string;
  name: string;
  entryType: SanctionsEntryType;
  programmes: string[];
  imoNo: string | null;
  aliases: { kind: Exclude<SanctionsNameKind, 'primary'>; name: string }[];
  /** What the list says of the entry, as read (hashed into the entry's content hash). */
  source: string;
}

export interface ReadList {
  /** Whose list (`OFAC-SDN`). */
  source: string;
  /** The publication day, when the file says it (else the importer's `--published`). */
  publishedOn: string | null;
  entries: ListedEntry[];
}

export interface ListFormat {
  /** The adapter's name, stored with each version (`ofac-legacy-csv`). */
  name: string;
  /** Whether the file is of this format (by its name and first bytes). */
  recognises(fileName: string, head: string): boolean;
  read(fileName: string, text: string): ReadList;
}
