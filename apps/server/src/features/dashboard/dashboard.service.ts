import {
  APPLICATION_STATUS,
  CONTINUED_POLICY_WINDOWS,
  type DashboardOverview,
  OVERVIEW_LIST_SIZE,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import {
  countApplicationsInStatuses,
  totalApplicationsPendingPayment,
} from '../application/application.service.ts';
import { countCorrectionsPendingReview, findCorrectionReminders } from '../correction/correction.service.ts';
import { countDeclarationsUnderReview } from '../declaration/declaration.service.ts';
import { countPolicyFigures } from '../policy/policy.service.ts';
import { summarizeSettlements } from '../settlement/settlement.service.ts';
import { findPendingMatters, pendingWindow } from './pending-matters.ts';
import { waitingPaysOf } from './waiting-pays.ts';

const { pendingReview, internalReview, pendingModification } = APPLICATION_STATUS;

/** Matters in process: applications under review (B4, H0) or to modify (B5), corrections and declarations under review. */
const statisticsOf = async (app: FastifyInstance, session: Session) => {
  const [applications, correctionsUnderReview, declarationsUnderReview] = await Promise.all([
    countApplicationsInStatuses(app, session, [pendingReview, internalReview, pendingModification]),
    countCorrectionsPendingReview(app, session),
    countDeclarationsUnderReview(app, session),
  ]);
  const applicationsUnderReview = (applications[pendingReview] ?? 0) + (applications[internalReview] ?? 0);
  const applicationsToModify = applications[pendingModification] ?? 0;
  return {
    dealingPolicyCount:
      applicationsUnderReview + applicationsToModify + correctionsUnderReview + declarationsUnderReview,
    applicationsUnderReview,
    applicationsToModify,
    correctionsUnderReview,
    declarationsUnderReview,
  };
};

/** Policies in force today and the continued-policy (renewal) candidates of the three windows. */
const policyFiguresOf = async (app: FastifyInstance, session: Session, today: string) => {
  const { inForce, endingWithin } = await countPolicyFigures(app, session, today, CONTINUED_POLICY_WINDOWS);
  const [withinThirtyDays = 0, withinSixtyDays = 0, withinNinetyDays = 0] = endingWithin;
  return {
    continuedPolicy: { withinThirtyDays, withinSixtyDays, withinNinetyDays },
    effectivePolicy: { effectivePolicyCount: inForce },
  };
};

/** POST /cargo/dashboard/overview: the business overview of the session's account (docs/business-rules.md "Dashboard"). */
export const overviewOf = async (app: FastifyInstance, session: Session): Promise<DashboardOverview> => {
  const today = todayInChina();
  const pendingPaymentTotals = totalApplicationsPendingPayment(app, session);
  const [
    { continuedPolicy, effectivePolicy },
    pendingPayment,
    statistics,
    pendingMatters,
    settlements,
    reminders,
  ] = await Promise.all([
    policyFiguresOf(app, session, today),
    pendingPaymentTotals,
    statisticsOf(app, session),
    findPendingMatters(app, session, today),
    summarizeSettlements(app, session, pendingPaymentTotals),
    findCorrectionReminders(app, session, pendingWindow(today).since, OVERVIEW_LIST_SIZE),
  ]);
  return {
    today,
    continuedPolicy,
    waitingPays: waitingPaysOf(pendingPayment),
    statistics,
    effectivePolicy,
    pendingMatters,
    pendingSettlements: settlements,
    correctionReminders: reminders,
  };
};
