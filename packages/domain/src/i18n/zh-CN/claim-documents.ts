/** Claims (claim-documents): messages of this area. */
export default {
  'claimdocuments.placeholder': '',
};
