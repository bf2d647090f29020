import { findPricingProduct, todayInChina, translate } from '@cargo/domain';
import type {
  DisasterWarning,
  DisasterWarningQuery,
  InsuredStatement,
} from '@cargo/domain/schemas/basedata-lookups';
import type { FastifyInstance } from 'fastify';
import { assertProductAllowed } from '../../platform/account-products.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { type DisasterWarningRecord, disasterWarningRecords } from './reference-data.ts';

const SEVERITY: readonly string[] = ['blue', 'yellow', 'orange', 'red'];

/** A warning of the reference data as the caller reads it. */
const toWarning = (warning: DisasterWarningRecord, matchedPorts: string[]): DisasterWarning => {
  const language = callerLanguage();
  return {
    warningCode: warning.valueCode,
    title: language === 'en-US' ? warning.valueEnglishName : warning.valueChineseName,
    disasterType: warning.disasterType,
    disasterTypeName: translate(language, `insuring.disaster.type.${warning.disasterType}`),
    level: warning.level,
    levelName: translate(language, `insuring.disaster.level.${warning.level}`),
    matchedPorts,
    validFrom: warning.validFrom,
    validUntil: warning.validUntil,
  };
};

/**
 * naturalDisasterWarning: the warnings in force on the departure day (today when not given) whose area
 * holds one of the route's ports, by port code or by the port's whole country. Most severe first.
 */
export const findDisasterWarnings = async (query: DisasterWarningQuery): Promise<DisasterWarning[]> => {
  const day = query.departureDate ?? todayInChina();
  const ports = [query.departurePort, query.destinationPort, query.transitPort]
    .filter((port): port is string => Boolean(port))
    .map((port) => port.toUpperCase());
  if (ports.length === 0) return [];
  return (await disasterWarningRecords())
    .filter((warning) => warning.validFrom <= day && day <= warning.validUntil)
    .map((warning) => {
      const areas = warning.areaCodes.split(/\s+/);
      const matchedPorts = ports.filter((port) => areas.includes(port) || areas.includes(port.slice(0, 2)));
      return { warning, matchedPorts: [...new Set(matchedPorts)] };
    })
    .filter(({ matchedPorts }) => matchedPorts.length > 0)
    .sort((a, b) => SEVERITY.indexOf(b.warning.level) - SEVERITY.indexOf(a.warning.level))
    .map(({ warning, matchedPorts }) => toWarning(warning, matchedPorts));
};

const STATEMENT_PARAGRAPHS = {
  import: ['insuring.customs.import.p1', 'insuring.customs.import.p2', 'insuring.customs.common.p3'],
  export: ['insuring.customs.export.p1', 'insuring.customs.export.p2', 'insuring.customs.common.p3'],
} as const;

/**
 * getInsuredStatement: the statement the insured makes for customs on an import or export policy (the
 * premium for customs valuation, the goods' lawful trade); other products cross no customs border.
 */
export const findInsuredStatement = async (
  app: FastifyInstance,
  session: Session,
  productCode: string,
): Promise<InsuredStatement> => {
  await assertProductAllowed(app, session.accountId, productCode);
  const language = callerLanguage();
  const kind = findPricingProduct(productCode)?.kind;
  if (kind !== 'import' && kind !== 'export') {
    return {
      productCode,
      applicable: false,
      title: translate(language, 'insuring.customs.title'),
      paragraphs: [translate(language, 'insuring.customs.notApplicable')],
    };
  }
  return {
    productCode,
    applicable: true,
    title: translate(language, 'insuring.customs.title'),
    paragraphs: STATEMENT_PARAGRAPHS[kind].map((key) => translate(language, key)),
  };
};

/**
 * The warnings in force today anywhere (the shell's natural-disaster banner), most severe first; each
 * names no route port (`matchedPorts` empty).
 */
export const findWarningsInForceToday = async (): Promise<DisasterWarning[]> => {
  const day = todayInChina();
  return (await disasterWarningRecords())
    .filter((warning) => warning.validFrom <= day && day <= warning.validUntil)
    .sort((a, b) => SEVERITY.indexOf(b.level) - SEVERITY.indexOf(a.level))
    .map((warning) => toWarning(warning, []));
};
