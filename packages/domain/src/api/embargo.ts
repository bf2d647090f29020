import {
  ZEmbargoAddBody,
  ZEmbargoedDestination,
  ZEmbargoList,
  ZEmbargoPlaces,
  ZEmbargoPlacesQuery,
  ZEmbargoRemoveBody,
  ZMatchThresholdBody,
} from '../schemas/embargo.ts';
import { endpoint, type StaffAccess } from './endpoint.ts';

const EMBARGO = '/cargo/staff/embargo';

/** Operations staff keep the embargoed destinations and the threshold; compliance officers and auditors read. */
const OPERATORS: StaffAccess = { staff: ['operations'] };
const READERS: StaffAccess = { staff: ['operations', 'compliance', 'auditor'] };

/** Embargoed destinations and the match threshold of sanctions screening (docs/business-rules.md). */
export const embargoEndpoints = {
  embargoes: endpoint({
    method: 'POST',
    path: `${EMBARGO}/list`,
    access: READERS,
    response: ZEmbargoList,
    summary: 'The embargoed countries and ports, with their programme, and the name-match threshold',
  }),
  places: endpoint({
    method: 'POST',
    path: `${EMBARGO}/places`,
    access: READERS,
    body: ZEmbargoPlacesQuery,
    response: ZEmbargoPlaces,
    summary: "Every country, or a country's ports narrowed by a keyword (at most 50), by name",
  }),
  addEmbargo: endpoint({
    method: 'POST',
    path: `${EMBARGO}/add`,
    access: OPERATORS,
    body: ZEmbargoAddBody,
    response: ZEmbargoedDestination,
    summary: 'Adds an embargoed country or port of the portal lists with its programme; audited',
  }),
  removeEmbargo: endpoint({
    method: 'POST',
    path: `${EMBARGO}/remove`,
    access: OPERATORS,
    body: ZEmbargoRemoveBody,
    response: ZEmbargoList,
    summary: 'Removes an embargoed destination; audited',
  }),
  setMatchThreshold: endpoint({
    method: 'POST',
    path: `${EMBARGO}/threshold`,
    access: OPERATORS,
    body: ZMatchThresholdBody,
    response: ZEmbargoList,
    summary: 'Sets the lowest name similarity (0.80–1.00) that stops a document; audited',
  }),
} as const;
