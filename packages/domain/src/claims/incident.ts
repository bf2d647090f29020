import { addDays, addYears } from '../clock/calendar.ts';

/**
 * When a loss may be reported (docs/business-rules.md "Reporting a loss"): the incident happened within the
 * cover period, not in the future, and less than two years ago (the insurer's time bar, Maritime Code art. 264
 * and Insurance Law art. 26). Times are China time, 'YYYY-MM-DD HH:mm'.
 */
export const CLAIM_TIME_BAR_YEARS = 2;
/** Written notice of hidden damage to the carrier within 3 days of delivery (Hague-Visby art. III r. 6). */
export const CARRIER_NOTICE_DAYS = 3;

export const INCIDENT_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export interface IncidentContext {
  readonly insuranceBeginDate: string;
  readonly insuranceEndDate: string;
  /** Now, China time, 'YYYY-MM-DD HH:mm'. */
  readonly now: string;
}

/** The message key of what is wrong with the incident time, or undefined. */
export function incidentTimeIssue(incidentTime: string, context: IncidentContext): string | undefined {
  const date = incidentTime.slice(0, 10);
  if (incidentTime > context.now) return 'claim.error.incidentInFuture';
  if (date < context.insuranceBeginDate || date > context.insuranceEndDate)
    return 'claim.error.incidentOutsideCover';
  if (date < addYears(context.now.slice(0, 10), -CLAIM_TIME_BAR_YEARS)) return 'claim.error.timeBarred';
  return undefined;
}

/** The last day for the written notice to the carrier, counted from the day the loss was found. */
export const carrierNoticeDue = (incidentTime: string): string =>
  addDays(incidentTime.slice(0, 10), CARRIER_NOTICE_DAYS);
