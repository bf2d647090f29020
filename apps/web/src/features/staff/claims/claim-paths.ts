/** The claims handler's pages in the back office. */
export const HANDLING_LIST_PATH = '/staff/claims';
export const HANDLING_DETAIL_PATH = '/staff/claims/detail';

export const claimPath = (reportNo: string) =>
  `${HANDLING_DETAIL_PATH}?reportNo=${encodeURIComponent(reportNo)}`;
