import type { ListFormat } from './list-format.ts';
import { ofacLegacyCsv } from './ofac-legacy-csv.ts';

export type { ListedEntry, ListFormat, ReadList } from './list-format.ts';

/** The list formats the importer reads: add the UN, EU and UK adapters here. */
export const LIST_FORMATS: readonly ListFormat[] = [ofacLegacyCsv];

/** The format of a file, or undefined when none recognises it. */
export const formatOf = (fileName: string, head: string) =>
  LIST_FORMATS.find((format) => format.recognises(fileName, head));
