import { type SettlementPdfQuery, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage, inLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findCurrentAccount } from '../account/account.service.ts';
import { renderSettlementListPdf } from './settlement.pdf.ts';
import { settlementListOf } from './settlement.service.ts';

/**
 * GET /cargo/settlement/NoPaySettlementListPdf: every matching unpaid settlement as a PDF in the print
 * language (the caller's when none is given), the kind and product names in that language too.
 */
export const settlementListPdf = async (
  app: FastifyInstance,
  session: Session,
  query: SettlementPdfQuery,
) => {
  const language = query.language ?? callerLanguage();
  const account = await findCurrentAccount(app, session);
  return inLanguage(language, async () => {
    const { rows, totals } = await settlementListOf(app, session, query);
    const accountName =
      language === 'en-US' && account.companyNameEn !== '' ? account.companyNameEn : account.companyName;
    return {
      fileName: `NoPaySettlementList-${todayInChina().replaceAll('-', '')}.pdf`,
      content: await renderSettlementListPdf({ language, accountName, rows, totals }),
    };
  });
};
