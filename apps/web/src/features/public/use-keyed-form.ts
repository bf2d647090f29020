import { useMutation } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { useLanguage } from '../../i18n';
import { showIssues, useRevalidateOnLanguageChange } from '../../ui/zod-form';

/**
 * A public form sent once per fill: the values are checked with the request schema (issues next to their
 * fields), sent with the fill's idempotency key, and "start again" clears the form with a new key. A retry
 * after a lost answer carries the same key, so the server records the request once.
 */
export function useKeyedForm<Values extends object, Request, Answer>(options: {
  schema: z.ZodType<Request>;
  send: (request: Request) => Promise<Answer>;
  /** The request's fields from the form's values (the key is added). */
  requestOf?: (values: Values) => object;
}) {
  const { language } = useLanguage();
  const [form] = Form.useForm<Values>();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  useRevalidateOnLanguageChange(form, language);
  const submit = useMutation({ mutationFn: options.send });
  const onFinish = (values: Values) => {
    if (submit.isPending) return;
    const fields = options.requestOf ? options.requestOf(values) : values;
    const parsed = options.schema.safeParse({ ...fields, requestKey });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    submit.mutate(parsed.data);
  };
  const startAgain = () => {
    form.resetFields();
    setRequestKey(crypto.randomUUID());
    submit.reset();
  };
  return { form, submit, onFinish, startAgain };
}
