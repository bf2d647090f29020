import {
  NOTICE_FIELDS,
  type NoticeAudience,
  type NoticePublishBody,
  ZNoticePublishBody,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isGatewayError } from '../../../api/request.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { BusinessDatePicker, dateBinding } from '../../../ui/business-date-picker.tsx';
import {
  showIssues,
  showServerIssues,
  useRevalidateOnLanguageChange,
  zodRule,
} from '../../../ui/zod-form.ts';
import { AccountSelect } from './account-select.tsx';
import { operationsKeys, publishNotice } from './operations.api.ts';

type NoticeValues = Omit<NoticePublishBody, 'requestKey'>;

const EMPTY: NoticeValues = {
  audience: 'all',
  accountCode: '',
  titleZh: '',
  titleEn: '',
  bodyZh: '',
  bodyEn: '',
  publishDate: '',
};

/** The notice's title and body in each language, each marked with the language it is written in. */
const NOTICE_TEXTS = [
  { title: 'titleZh', body: 'bodyZh', lang: 'zh-CN', testId: 'zh' },
  { title: 'titleEn', body: 'bodyEn', lang: 'en', testId: 'en' },
] as const;

/** The notice's fields, each checked with the server's schema. */
function NoticeFields({ audience }: { audience: NoticeAudience | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rule = (field: keyof typeof NOTICE_FIELDS) => zodRule(NOTICE_FIELDS[field], field, language);
  return (
    <>
      <Form.Item name="audience" label={t('field.audience')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('operations.notice.audience.all') },
            { value: 'account', label: t('operations.notice.audience.account') },
          ]}
          data-testid="notice-audience"
        />
      </Form.Item>
      {audience === 'account' ? (
        <Form.Item name="accountCode" label={t('field.accountCode')} rules={[rule('accountCode')]}>
          <AccountSelect data-testid="notice-account" />
        </Form.Item>
      ) : null}
      {NOTICE_TEXTS.map(({ title, body, lang, testId }) => (
        <Fragment key={lang}>
          <Form.Item name={title} label={t(`field.${title}`)} rules={[rule(title)]}>
            <Input maxLength={200} lang={lang} data-testid={`notice-title-${testId}`} />
          </Form.Item>
          <Form.Item name={body} label={t(`field.${body}`)} rules={[rule(body)]}>
            <Input.TextArea rows={3} maxLength={4000} lang={lang} data-testid={`notice-body-${testId}`} />
          </Form.Item>
        </Fragment>
      ))}
      <Form.Item
        name="publishDate"
        label={t('field.publishDate')}
        extra={t('operations.notice.form.publishDateHint')}
        rules={[rule('publishDate')]}
        {...dateBinding('')}
      >
        <BusinessDatePicker style={{ width: 200 }} data-testid="notice-publish-date" />
      </Form.Item>
    </>
  );
}

/** The notice form in a dialog: both languages, the audience, a confirmation before it goes out. */
export function NoticeFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NoticeValues>();
  useRevalidateOnLanguageChange(form, language);
  // One key per filled form: a double click or a retry publishes once.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const audience = Form.useWatch('audience', form) as NoticeAudience | undefined;
  const publish = useMutation({
    mutationFn: (values: NoticeValues) => publishNotice({ ...values, requestKey }),
    onSuccess: () => {
      message.success(t('operations.notice.published'));
      void queryClient.invalidateQueries({ queryKey: operationsKeys.notices });
      form.resetFields();
      setRequestKey(crypto.randomUUID());
      onClose();
    },
    onError: (error) => void showServerIssues(form, error),
  });

  const submit = (values: NoticeValues) => {
    const parsed = ZNoticePublishBody.safeParse({ ...values, requestKey });
    if (!parsed.success) return showIssues(form, parsed.error.issues, language);
    modal.confirm({
      title: t('operations.notice.confirm.title'),
      content:
        values.audience === 'account'
          ? t('operations.notice.confirm.account', { account: values.accountCode })
          : t('operations.notice.confirm.all'),
      okText: t('operations.notice.form.submit'),
      cancelText: t('operations.common.cancel'),
      onOk: () => publish.mutateAsync(values).catch(() => undefined),
    });
  };
  const failure = publish.error && !(isGatewayError(publish.error) && publish.error.issues.length > 0);

  return (
    <Modal
      open={open}
      title={t('operations.notice.form.title')}
      okText={t('operations.notice.form.submit')}
      cancelText={t('operations.common.cancel')}
      confirmLoading={publish.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      forceRender
      okButtonProps={{ 'data-testid': 'notice-submit' } as Record<`data-${string}`, string>}
      data-testid="notice-modal"
    >
      <Form<NoticeValues> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit}>
        <NoticeFields audience={audience} />
      </Form>
      {failure ? <Alert type="error" showIcon title={publish.error.message} /> : null}
    </Modal>
  );
}
