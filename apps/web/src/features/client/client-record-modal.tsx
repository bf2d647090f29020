import {
  CLIENT_KINDS,
  type ClientRecord,
  type ClientRecordInput,
  type ClientRecordKind,
  deriveBirthdayAndSex,
  GROUP_ID_TYPES,
  type Language,
  PERSONAL_ID_TYPES,
  RESIDENT_ID_TYPE,
  SEXES,
  toOptions,
  validateIdTypeForClient,
  ZClientRecordRequest,
} from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Checkbox, Col, Form, type FormInstance, Input, Modal, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { DerivedBirth } from '../../ui/derived-birth.tsx';
import { dateItemProps } from '../../ui/form-kit.tsx';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from '../../ui/zod-form.ts';
import { saveClient, toClientRequest } from './client.api.ts';

const DERIVABLE_ID_TYPES: readonly string[] = [RESIDENT_ID_TYPE, '09'];

type RecordFormValues = Partial<ClientRecordInput> & { isDefault?: boolean };

interface ClientRecordModalProps {
  kind: ClientRecordKind;
  /** The record being edited; undefined to add one. */
  record: ClientRecord | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: (record: ClientRecord) => void;
}

/** Adds or edits a frequent applicant / insured with the client schema the server uses. */
export function ClientRecordModal({ kind, record, open, onClose, onSaved }: ClientRecordModalProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<RecordFormValues>();
  useRevalidateOnLanguageChange(form, language);
  const save = useRecordSave(form, kind, record, onSaved);
  const initialValues: RecordFormValues = record
    ? { ...toClientRequest(record), isDefault: record.isDefault === 'Y' }
    : { clientType: 'group', isDefault: false };

  return (
    <Modal
      open={open}
      title={t(record ? 'insuringWeb.clients.edit' : 'insuringWeb.clients.add', {
        kind: t(`insuringWeb.clients.kind.${kind}`),
      })}
      onCancel={onClose}
      onOk={save.onOk}
      okText={t('insuringWeb.common.save')}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={720}
    >
      <Form<RecordFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={save.isPending}
        preserve={false}
        data-testid="client-record-form"
      >
        <Form.Item name="clientType" label={t('field.clientType')} required>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={toOptions(CLIENT_KINDS, language)}
            onChange={(event) => {
              const current = form.getFieldValue('idType') as string | undefined;
              if (current && validateIdTypeForClient(event.target.value, current) !== true) {
                form.setFieldValue('idType', undefined);
              }
            }}
          />
        </Form.Item>
        <RecordFields form={form} language={language} />
        <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{t('insuringWeb.clients.makeDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Checks the record with the client schema (issues next to the fields), then saves it. */
function useRecordSave(
  form: FormInstance<RecordFormValues>,
  kind: ClientRecordKind,
  record: ClientRecord | undefined,
  onSaved: (record: ClientRecord) => void,
) {
  const { language } = useLanguage();
  const save = useMutation({
    mutationFn: ({ input, isDefault }: { input: ClientRecordInput; isDefault: boolean }) =>
      saveClient(kind, ZClientRecordRequest.parse(input), isDefault),
    onSuccess: onSaved,
  });
  const onOk = () => {
    if (save.isPending) return;
    const { isDefault = false, ...values } = form.getFieldsValue(true) as RecordFormValues;
    const input = { ...values, id: record?.id } as ClientRecordInput;
    const parsed = ZClientRecordRequest.safeParse(input);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    save.mutate({ input, isDefault });
  };
  return { onOk, isPending: save.isPending };
}

/** The record's name, ID, contact details, and a person's birthday and sex. */
function RecordFields({ form, language }: { form: FormInstance<RecordFormValues>; language: Language }) {
  const { t } = useTranslation();
  const isPersonal = Form.useWatch('clientType', form) === 'personal';
  const rule = (field: keyof ClientRecordInput) =>
    zodRule(ZClientRecordRequest.shape[field] as Parameters<typeof zodRule>[0], field, language);
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="clientName" label={t('field.clientName')} required rules={[rule('clientName')]}>
          <Input maxLength={100} data-testid="client-record-name" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="idType" label={t('field.idType')} required rules={[rule('idType')]}>
          <Select
            options={toOptions(isPersonal ? PERSONAL_ID_TYPES : GROUP_ID_TYPES, language)}
            placeholder={t('insuringWeb.common.choose')}
            data-testid="client-record-idType"
          />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="idNo"
          label={t('field.idNo')}
          required
          rules={[rule('idNo')]}
          normalize={(value: string | undefined) => value?.toUpperCase()}
        >
          <Input maxLength={30} data-testid="client-record-idNo" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="contactName" label={t('field.contactName')} rules={[rule('contactName')]}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="phone" label={t('insuringWeb.client.mobile')} rules={[rule('phone')]}>
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="email" label={t('field.email')} rules={[rule('email')]}>
          <Input maxLength={100} inputMode="email" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label={t('field.address')} rules={[rule('address')]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      {isPersonal && <RecordBirthFields form={form} language={language} />}
    </Row>
  );
}

/** A person's birthday and sex: read from an ID number that holds them, else filled in. */
function RecordBirthFields({ form, language }: { form: FormInstance<RecordFormValues>; language: Language }) {
  const { t } = useTranslation();
  const idType = Form.useWatch('idType', form);
  const idNo = Form.useWatch('idNo', form);
  if (typeof idType === 'string' && DERIVABLE_ID_TYPES.includes(idType)) {
    const derived = deriveBirthdayAndSex(idNo);
    return (
      <Col span={24}>
        <Form.Item label={t('insuringWeb.client.derived')}>
          <DerivedBirth derived={derived} />
        </Form.Item>
      </Col>
    );
  }
  return (
    <>
      <Col span={12}>
        <Form.Item name="birthday" label={t('field.birthday')} {...dateItemProps}>
          <BusinessDatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="sex" label={t('field.sex')}>
          <Select
            allowClear
            options={toOptions(SEXES, language)}
            placeholder={t('insuringWeb.common.choose')}
          />
        </Form.Item>
      </Col>
    </>
  );
}
