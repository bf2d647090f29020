/** SPEC §1: the network figures quoted in the insurer's own overview. */
export const COMPANY_FIGURES = [
  { key: 'agents', value: 335 },
  { key: 'countries', value: 150 },
  { key: 'branches', value: 42 },
  { key: 'outlets', value: 2500 },
] as const;

/** The four self-service capabilities of the portal (SPEC §1). */
export const PORTAL_SERVICES = ['insure', 'declaration', 'claim', 'document'] as const;
