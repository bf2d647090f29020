import { CLAIM_DOCUMENT_TYPES, type ClaimDocumentType, labelOf } from '@cargo/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';

interface RequestValues {
  types: ClaimDocumentType[];
  note: string;
}

/** The document types to ask the customer for, with one note the customer reads beside each. */
export function RequestDocumentsModal({
  open,
  pending,
  onSend,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  onSend: (documents: { typeCode: ClaimDocumentType; note: string }[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<RequestValues>();
  return (
    <Modal
      open={open}
      title={t('operations.claims.request.title')}
      okText={t('operations.claims.request.submit')}
      cancelText={t('operations.common.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      data-testid="request-modal"
    >
      <Form<RequestValues>
        form={form}
        layout="vertical"
        initialValues={{ types: [], note: '' }}
        onFinish={(values) =>
          onSend(values.types.map((typeCode) => ({ typeCode, note: values.note.trim() })))
        }
      >
        <Form.Item
          name="types"
          label={t('operations.claims.request.types')}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('error.field', {
                field: t('operations.claims.request.types'),
                reason: t('error.fieldRequired'),
              }),
            },
          ]}
        >
          <Select<ClaimDocumentType[]>
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            options={CLAIM_DOCUMENT_TYPES.map((type) => ({
              value: type.code,
              label: labelOf(CLAIM_DOCUMENT_TYPES, type.code, language),
            }))}
            data-testid="request-types"
          />
        </Form.Item>
        <Form.Item name="note" label={t('operations.claims.request.note')}>
          <Input.TextArea rows={3} maxLength={250} data-testid="request-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
