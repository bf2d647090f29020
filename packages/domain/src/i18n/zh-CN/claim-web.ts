/** Claims (claim-web): messages of this area. */
export default {
  'claimweb.placeholder': '',
};
