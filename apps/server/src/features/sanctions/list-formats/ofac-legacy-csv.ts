import type { SanctionsEntryType } from '../../../db/schema/index.ts';
import type { ListedEntry, ListFormat, ReadList } from './list-format.ts';

/**
 * OFAC's SDN list in its legacy CSV (`sdn.csv`): no header, twelve quoted fields a line, `-0-` for empty;
 * aliases and the vessel's IMO number are in the remarks (the data's README gives the fields).
 */

const EMPTY = '-0-';

/** The fields of each record of a CSV text (quoted fields may hold commas, doubled quotes and line breaks). */
export const csvRecords = (file: string): string[][] => {
  // OFAC's files end with the DOS end-of-file mark (U+001A), which is no part of a record.
  const text = file.replaceAll('\u001a', '');
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const character = text[i]!;
    if (quoted) {
      if (character !== '"') field += character;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      fields.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((value) => value.trim() !== '')) records.push(fields);
      fields = [];
      field = '';
    } else field += character;
  }
  fields.push(field);
  if (fields.some((value) => value.trim() !== '')) records.push(fields);
  return records;
};

const fieldText = (field: string | undefined) => {
  const value = (field ?? '').trim();
  return value === EMPTY ? '' : value;
};

const ENTRY_TYPES: Readonly<Record<string, SanctionsEntryType>> = {
  individual: 'individual',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

const ALIAS = /\b([afn])\.k\.a\.,?\s+'([^']+)'/gi;
const IMO = /Vessel Registration Identification IMO (\d{7})\b/;

export const aliasesOf = (remarks: string): ListedEntry['aliases'] =>
  [...remarks.matchAll(ALIAS)].map((match) => ({
    kind: `${match[1]!.toLowerCase()}ka` as 'aka' | 'fka' | 'nka',
    name: match[2]!.trim(),
  }));

const entryOf = (fields: string[]): ListedEntry => {
  const remarks = fieldText(fields[11]);
  const programmes = fieldText(fields[3])
    .split(/\]\s*\[?/)
    .map((programme) => programme.replace(/^\[/, '').trim())
    .filter((programme) => programme !== '');
  return {
    entNum: fieldText(fields[0]),
    name: fieldText(fields[1]),
    entryType: ENTRY_TYPES[fieldText(fields[2]).toLowerCase()] ?? 'entity',
    programmes,
    imoNo: IMO.exec(remarks)?.[1] ?? null,
    aliases: aliasesOf(remarks),
    source: fields.map(fieldText).join('\u001f'),
  };
};

/** `…2024-05-03…` in the file name: OFAC's files carry no date of their own. */
const dateInName = (fileName: string) => /(\d{4}-\d{2}-\d{2})/.exec(fileName)?.[1] ?? null;

export const ofacLegacyCsv: ListFormat = {
  name: 'ofac-legacy-csv',
  recognises: (fileName, head) => /\.csv$/i.test(fileName) && /^\d+,"/.test(head.trimStart()),
  read: (fileName, text): ReadList => ({
    source: 'OFAC-SDN',
    publishedOn: dateInName(fileName),
    entries: csvRecords(text)
      .filter((fields) => fields.length >= 12 && /^\d+$/.test(fieldText(fields[0])))
      .map(entryOf),
  }),
};
