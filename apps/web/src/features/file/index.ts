/** What other features may use of file: the only way in from outside the folder. */
export { downloadAttachment, uploadAttachment } from './file.api.ts';
