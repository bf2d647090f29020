import type { ApplicationForm } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import {
  type ScreeningInput,
  type ScreeningOutcome,
  screenDocument,
} from '../../platform/sanctions/screening.ts';
import { isStopped, recordScreening } from '../../platform/sanctions/screening-record.ts';
import type { ApplicationRow } from './application.repository.ts';

/**
 * The sanctions screening of an application (issue 46): the applicant and the insured by name, the vessel
 * (the conveyance's name, with its IMO number if written there), and the three ports. The form holds one
 * name per party: a name in Chinese script only is screened as it is (business-rules.md "Sanctions
 * screening" says what that covers).
 */
export const screeningInputOf = (form: ApplicationForm): ScreeningInput => ({
  parties: [
    { role: 'applicant', name: form.applicant.appliName },
    { role: 'insured', name: form.insured.insuredName },
  ],
  vesselName: form.transport.conveyanceName,
  ports: [form.transport.departurePort, form.transport.destinationPort, form.transport.transitPort],
});

export const screenApplicationForm = (app: FastifyInstance, form: ApplicationForm) =>
  screenDocument(app, app.db, screeningInputOf(form));

export { isStopped };

/** The screening written with the application it screened, at `stage`. */
export const recordApplicationScreening = (
  db: Executor,
  row: ApplicationRow,
  stage: 'submit' | 'batchRow' | 'rescreen',
  outcome: ScreeningOutcome,
) =>
  recordScreening(
    db,
    {
      accountId: row.accountId,
      subjectType: 'application',
      subjectId: row.id,
      subjectNo: row.voucherNo,
      stage,
    },
    outcome,
  );
