/**
 * Special agreements (SPEC §3): fixed texts chosen by code, semi-fixed texts with one blank the customer
 * fills in (`agreementText`), and free-edit texts the customer writes. A free-edit agreement sends the
 * application to manual underwriting (docs/business-rules.md "Insuring").
 */
export const SPECIAL_AGREEMENT_TYPES = ['fixed', 'semiFixed', 'free'] as const;
export type SpecialAgreementType = (typeof SPECIAL_AGREEMENT_TYPES)[number];
export const SPECIAL_AGREEMENTS = [
  { code: 'FA01', type: 'fixed' },
  { code: 'FA02', type: 'fixed' },
  { code: 'FA03', type: 'fixed' },
  { code: 'SA01', type: 'semiFixed' },
  { code: 'SA02', type: 'semiFixed' },
] as const satisfies readonly { code: string; type: SpecialAgreementType }[];
export const specialAgreementTextKey = (code: string) => `insuring.agreement.${code}`;
export const findSpecialAgreement = (code: string | null | undefined) =>
  SPECIAL_AGREEMENTS.find((agreement) => agreement.code === code);
