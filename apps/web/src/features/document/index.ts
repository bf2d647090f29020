/** What other features may use of document: the only way in from outside the folder. */
export { type CreditCoverInput, LetterOfCreditCheck } from './letter-of-credit-check.tsx';
export {
  ApplicationPdfButton,
  CertificatePdfButton,
  CorrectedPolicyPdfButtons,
  PolicyPdfButton,
} from './pdf-download-button.tsx';
