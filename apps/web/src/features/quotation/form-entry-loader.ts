/**
 * The application form's code (form-entry.tsx), downloaded once: by /quotation when it shows the form or an answer,
 * and ahead of the click when the pointer or the focus reaches a product's "insure" button.
 */
export const loadFormEntry = () => import('./form-entry.tsx');
