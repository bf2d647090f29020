/** What other features may use of application: the only way in from outside the folder. */

export { applicationViewQuery, type SavedFormKind } from './application.api.ts';
export { ApplicationResultPage } from './application-result.tsx';
export { ApplicationForm } from './form/application-form.tsx';
export { type FormValues, newFormValues, withoutNulls } from './form/form-values.ts';
export { PortSelect } from './form/port-select.tsx';
export { RidersInput } from './form/riders-input.tsx';
export type { FormRouteState } from './form/use-form-saving.ts';
export { listColumns } from './list-columns.tsx';
export { ListPage, PolicyListTable, policyListFields, rangeAround } from './list-kit.tsx';
