/**
 * `@rc-component/form` as the web app's build imports it (vite.config.ts aliases the bare name here): the
 * package's own index, except that its default export is built in one pure expression. The package attaches
 * Field, List, useForm and useWatch to that export with plain assignments, side effects the bundler must keep:
 * every screen importing antd's form context (its dropdowns, menus and modals do) downloaded all of the form
 * code (issue 14). Here the form code comes with the screens that show a form.
 */
import Field from '@rc-component/form/es/Field';
import FieldContext from '@rc-component/form/es/FieldContext';
import FieldForm from '@rc-component/form/es/Form';
import { FormProvider } from '@rc-component/form/es/FormContext';
import useForm from '@rc-component/form/es/hooks/useForm';
import useWatch from '@rc-component/form/es/hooks/useWatch';
import List from '@rc-component/form/es/List';
import ListContext from '@rc-component/form/es/ListContext';
import { forwardRef } from 'react';

const RefForm = /*#__PURE__*/ Object.assign(/*#__PURE__*/ forwardRef(FieldForm), {
  FormProvider,
  Field,
  List,
  useForm,
  useWatch,
});

export { Field, FieldContext, FormProvider, List, ListContext, useForm, useWatch };
export default RefForm;
