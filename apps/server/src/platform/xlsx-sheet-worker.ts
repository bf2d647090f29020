import { parentPort, workerData } from 'node:worker_threads';
import { DamagedWorkbookError, readFirstWorksheet, type SheetXmlRow } from './xlsx-sheet.ts';
import type { WorksheetReply } from './xlsx-sheet-thread.ts';

/**
 * The worker thread of `xlsx-sheet-thread.ts`: reads the uploaded workbook's first worksheet and answers each
 * request of the main thread with the next rows. Started with the file as `workerData.file`.
 */

/** Excel's own limit of one cell; a longer text (only a hand-made file has one) is cut, marked as longer. */
const EXCEL_CELL_MAX_CHARS = 32_767;
/** A reply holds at most this many rows, or this many characters of cells. */
const ROWS_PER_REPLY = 500;
const CHARACTERS_PER_REPLY = 1_000_000;

/**
 * A cell's text as sent: one long shared string may fill every cell, and each cell is copied across threads,
 * so a text over Excel's limit is sent trimmed and cut to one character more than the limit (the reader still
 * sees that it was too long).
 */
const sentText = (text: string) => {
  if (text.length <= EXCEL_CELL_MAX_CHARS) return text;
  return text.trim().slice(0, EXCEL_CELL_MAX_CHARS + 1);
};

const { file } = workerData as { file: Uint8Array };
const rows = readFirstWorksheet(file);

const nextRows = (): WorksheetReply => {
  const batch: SheetXmlRow[] = [];
  let characters = 0;
  while (batch.length < ROWS_PER_REPLY && characters < CHARACTERS_PER_REPLY) {
    const next = rows.next();
    if (next.done) return { rows: batch, done: true };
    for (const cell of next.value.cells) {
      cell.text = sentText(cell.text);
      characters += cell.text.length;
    }
    batch.push(next.value);
  }
  return { rows: batch, done: false };
};

const reply = (): WorksheetReply => {
  try {
    return nextRows();
  } catch (error) {
    if (error instanceof DamagedWorkbookError) return { damaged: error.message };
    throw error;
  }
};

parentPort?.on('message', () => parentPort?.postMessage(reply()));
