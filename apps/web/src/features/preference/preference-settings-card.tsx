import {
  type CodeItem,
  labelOf,
  PREFERENCE_OPTIONS,
  PREFERENCES,
  type PreferenceCode,
  type Preferences,
  ZSavePreferencesRequest,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { showIssues, showServerIssues } from '../../ui/zod-form.ts';
import { preferenceQueryKeys, savePreferences } from './preference.api.ts';
import styles from './preference.module.css';

const optionsOf = (list: readonly CodeItem[], language: 'zh-CN' | 'en-US') =>
  list.map((item) => ({ value: item.code, label: language === 'zh-CN' ? item.zh : item.en }));

/** The coded settings of SPEC §3, each with its choices and its default. */
export function PreferenceSettingsCard({ saved }: { saved: Preferences }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Preferences>();

  useEffect(() => form.setFieldsValue(saved), [form, saved]);

  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (answer) => {
      queryClient.setQueryData(preferenceQueryKeys.preferences, answer);
      message.success(t('preference.saved'));
    },
    onError: (error) => showServerIssues(form, error),
  });

  const onFinish = (values: Preferences) => {
    const parsed = ZSavePreferencesRequest.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    save.mutate(parsed.data);
  };
  const defaultHint = (code: PreferenceCode, defaultValue: string) => {
    const hint = t('preference.defaultValue', {
      value: labelOf(PREFERENCE_OPTIONS[code], defaultValue, language),
    });
    return code === 'ZTYSSZ' ? `${hint} · ${t('preference.fontColourHint')}` : hint;
  };
  const restoreDefaults = () =>
    form.setFieldsValue(Object.fromEntries(PREFERENCES.map((p) => [p.code, p.defaultValue])) as Preferences);

  return (
    <section className="page-card" aria-labelledby="preference-settings-title">
      <h3 id="preference-settings-title" className={styles.cardTitle}>
        {t('preference.settings.title')}
      </h3>
      <p className={styles.hint}>{t('preference.settings.hint')}</p>
      <Form form={form} layout="vertical" onFinish={onFinish} data-testid="preference-form">
        <div className={styles.grid}>
          {PREFERENCES.map(({ code, defaultValue }) => (
            <Form.Item
              key={code}
              name={code}
              label={t(`field.${code}` as const)}
              extra={defaultHint(code, defaultValue)}
            >
              <Select
                options={optionsOf(PREFERENCE_OPTIONS[code], language)}
                data-testid={`preference-${code}`}
              />
            </Form.Item>
          ))}
        </div>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="preference-save">
            {t('preference.save')}
          </Button>
          <Button onClick={restoreDefaults} data-testid="preference-defaults">
            {t('preference.resetDefaults')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
