/** What other features may use of document: the only way in from outside the folder. */
export { CertificatePdfButton, PolicyPdfButton } from './pdf-download-button.tsx';
