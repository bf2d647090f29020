/** Claims (claim-report-web): messages of this area. */
export default {
  'claimreportweb.placeholder': '',
};
