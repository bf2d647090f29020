/** The declaration screens (SPEC §2) and the links between them. */
export const DECLARATION_PATHS = {
  openPolicies: '/transport-declaration/application',
  enquiry: '/transport-declaration/temporary',
  pending: '/transport-declaration/correcting',
  fill: '/fill-transport-declaration',
  batch: '/batch-declaration',
  autoInsure: '/auto-insure-rules',
} as const;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
};

/** The approval form under an open policy; with a draft number it continues that draft. */
export const fillPath = (policyNo: string, draftNo?: string) =>
  withQuery(DECLARATION_PATHS.fill, { policyNo, draftNo });

export const batchPath = (policyNo?: string) => withQuery(DECLARATION_PATHS.batch, { policyNo });

/** The auto-insure rules of an open policy (issue 45). */
export const autoInsurePath = (policyNo: string) => withQuery(DECLARATION_PATHS.autoInsure, { policyNo });
