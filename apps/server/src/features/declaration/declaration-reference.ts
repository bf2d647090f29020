import type { Declaration, ValidationIssue } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { findOptions } from '../basedata/basedata.service.ts';

/** The base-data lists a declaration's codes must belong to (single declarations and batch rows alike). */

/** Reference lists a declaration's codes must belong to (base data, cached by the basedata feature). */
export interface ReferenceLists {
  countries: ReadonlyMap<string, string>;
  datePrintFormats: ReadonlySet<string>;
}

/** Countries by code and by Chinese or English name (upper-cased), and the date print format codes. */
export const loadReferenceLists = async (app: FastifyInstance): Promise<ReferenceLists> => {
  const [countries, formats] = await Promise.all([
    findOptions(app, 'portCountry'),
    findOptions(app, 'datePrintFormat'),
  ]);
  const byName = new Map<string, string>();
  for (const country of countries) {
    byName.set(country.valueCode.toUpperCase(), country.valueCode);
    byName.set(country.valueChineseName.toUpperCase(), country.valueCode);
    if (country.valueEnglishName) byName.set(country.valueEnglishName.toUpperCase(), country.valueCode);
  }
  return { countries: byName, datePrintFormats: new Set(formats.map((format) => format.valueCode)) };
};

/** Country and date print format codes must be in the base data. */
export const referenceIssues = (declaration: Declaration, lists: ReferenceLists): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  for (const path of ['departureCountry', 'destinationCountry'] as const) {
    if (lists.countries.get(declaration[path]) !== declaration[path]) {
      issues.push({ code: 'custom', path: [path], message: 'declaration.error.countryUnknown' });
    }
  }
  if (!lists.datePrintFormats.has(declaration.datePrintFormat)) {
    issues.push({
      code: 'custom',
      path: ['datePrintFormat'],
      message: 'declaration.error.datePrintFormatUnknown',
    });
  }
  return issues;
};
