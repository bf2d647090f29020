/** Correction pages of the web (online correction, correction application enquiry). */
export default {
  'correctionWeb.title.apply': '在线批改',
};
