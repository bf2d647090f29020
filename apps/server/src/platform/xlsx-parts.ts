import { Unzip, UnzipInflate } from 'fflate';
import { MAX_WORKBOOK_INFLATED_BYTES } from './xlsx.ts';

/** The file cannot be read as a workbook (not a zip, a part missing or cut, XML that does not close). */
export class DamagedWorkbookError extends Error {
  constructor(why: string) {
    super(`damaged workbook: ${why}`);
  }
}

export const WORKBOOK = 'xl/workbook.xml';
export const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
export const SHARED_STRINGS = 'xl/sharedstrings.xml';
export const STYLES = 'xl/styles.xml';
export const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

const isWantedPart = (name: string) =>
  [WORKBOOK, WORKBOOK_RELS, SHARED_STRINGS, STYLES].includes(name) || WORKSHEET.test(name);

/**
 * The file goes to the inflater in slices of this size: one slice inflates to at most about 1,000 times its size
 * (deflate's limit), so the cap is checked at least every 16 MB of output.
 */
const INPUT_SLICE = 16 * 1024;

/**
 * The parts the reader uses, inflated; a file that is no zip or inflates past the cap is damaged. The bytes are
 * counted as they come out of the inflater, never taken from the sizes the zip declares (a part claiming 10 KB
 * held 300 MB of spaces and stalled the server for 20 s).
 */
export const unzipParts = (file: Uint8Array): Map<string, Uint8Array> => {
  const parts = new Map<string, Uint8Array[]>();
  let inflated = 0;
  let failure: string | undefined;
  const unzip = new Unzip((entry) => {
    const name = entry.name.toLowerCase();
    if (!isWantedPart(name) || parts.has(name)) return;
    const chunks: Uint8Array[] = [];
    parts.set(name, chunks);
    entry.ondata = (error, chunk) => {
      if (failure !== undefined) return;
      inflated += error ? 0 : chunk.length;
      if (error) failure = error.message;
      else if (inflated > MAX_WORKBOOK_INFLATED_BYTES) failure = 'workbook inflates too far';
      else chunks.push(chunk);
      if (failure !== undefined) entry.terminate();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < file.length && failure === undefined; offset += INPUT_SLICE)
      unzip.push(file.subarray(offset, offset + INPUT_SLICE), offset + INPUT_SLICE >= file.length);
  } catch (error) {
    failure ??= error instanceof Error ? error.message : 'not a zip';
  }
  if (failure !== undefined) throw new DamagedWorkbookError(failure);
  return new Map([...parts].map(([name, chunks]) => [name, Buffer.concat(chunks)]));
};
