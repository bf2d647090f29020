import {
  PRINT_LANGUAGES,
  type PrintHabit,
  type PrintHabitAnswer,
  toOptions,
  ZPrintHabit,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { baseDataQuery } from '../../api/shell.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { SubmitButton } from '../../ui/form-fields.tsx';
import { PrintLayoutFields } from '../../ui/print-fields.tsx';
import { showIssues, showServerIssues } from '../../ui/zod-form.ts';
import { preferenceQueryKeys, putPrintHabit } from './preference.api.ts';
import styles from './preference.module.css';

/** The print habit: print language, paper, seal and date print format (base data), the dialogs' defaults. */
export function PrintHabitCard({ saved }: { saved: PrintHabitAnswer }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PrintHabit>();
  const formats = useQuery(baseDataQuery()).data?.datePrintFormat ?? [];

  useEffect(() => {
    const { saved: _, ...habit } = saved;
    form.setFieldsValue(habit);
  }, [form, saved]);

  const save = useMutation({
    mutationFn: putPrintHabit,
    onSuccess: (answer) => {
      queryClient.setQueryData(preferenceQueryKeys.printHabit, answer);
      message.success(t('preference.printHabit.saved'));
    },
    onError: (error) => showServerIssues(form, error),
  });

  const onFinish = (values: PrintHabit) => {
    const parsed = ZPrintHabit.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <section className="page-card" aria-labelledby="print-habit-title">
      <h3 id="print-habit-title" className={styles.cardTitle}>
        {t('preference.printHabit.title')}
      </h3>
      <p className={styles.hint}>{t('preference.printHabit.hint')}</p>
      <Form form={form} layout="vertical" onFinish={onFinish} data-testid="print-habit-form">
        <div className={styles.grid}>
          <Form.Item name="printLanguage" label={t('field.printLanguage')}>
            <Select options={toOptions(PRINT_LANGUAGES, language)} data-testid="print-habit-language" />
          </Form.Item>
          <PrintLayoutFields labels="field" testId="print-habit" formats={formats} />
        </div>
        <SubmitButton pending={save.isPending} testId="print-habit-save">
          {t('preference.printHabit.save')}
        </SubmitButton>
      </Form>
    </section>
  );
}
