import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../envelope.ts';

/**
 * The paging every list shares. A module of its own: a list's schemas import it without the application's
 * rules (goods categories, clauses, ID checks), which the web would otherwise download with any list's schema.
 */

/** Paging of every list (SPEC §9: page size 10 by default). */
export const ZPaging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** The rows a page asks for: where they start and how many. */
export const pageWindow = (paging: { pageNo: number; pageSize: number }) => ({
  offset: (paging.pageNo - 1) * paging.pageSize,
  limit: paging.pageSize,
});

/** The answer of one page: its rows, the total, and the paging asked for. */
export const pageAnswer = <T>(
  paging: { pageNo: number; pageSize: number },
  list: T[],
  total: number,
): Page<T> => ({
  list,
  total,
  pageNo: paging.pageNo,
  pageSize: paging.pageSize,
});
