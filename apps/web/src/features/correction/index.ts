/** What other features may use of correction: the only way in from outside the folder. */
export { CORRECT_QUERY_TYPE, CorrectionEntryNotice, CorrectPolicyButton } from './policy-correct-action.tsx';
