import { UploadOutlined } from '@ant-design/icons';
import { CLAIM_DOCUMENT_TYPES, labelOf } from '@cargo/domain';
import { Button, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { UPLOAD_ACCEPT } from './document-checklist.tsx';
import type { DocumentRow } from './document-rows.ts';
import styles from './documents.module.css';
import type { HeldFile } from './use-document-upload.ts';

/** A document of any SPEC §3 type, also outside the checklist: the type first, then the file. */
export function OtherDocumentUpload({
  rows,
  uploading,
  onUpload,
}: {
  rows: readonly DocumentRow[];
  uploading: string | undefined;
  onUpload: (typeCode: string, file: File, held: HeldFile | undefined) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [typeCode, setTypeCode] = useState<string>();
  const options = CLAIM_DOCUMENT_TYPES.map((type) => ({
    value: type.code,
    label: `${type.code} ${labelOf(CLAIM_DOCUMENT_TYPES, type.code, language)}`,
  }));
  const row = rows.find((item) => item.typeCode === typeCode);
  const held: HeldFile | undefined = row?.document
    ? { typeName: row.typeName, fileName: row.document.fileName }
    : undefined;
  return (
    <div className={styles.other} data-testid="doc-other">
      <Typography.Text strong>{t('claimWeb.documents.other')}</Typography.Text>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        value={typeCode}
        onChange={setTypeCode}
        options={options}
        placeholder={t('claimWeb.documents.otherType')}
        aria-label={t('claimWeb.documents.otherType')}
        style={{ width: 300 }}
        data-testid="doc-other-type"
      />
      <Upload
        accept={UPLOAD_ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={typeCode === undefined || uploading !== undefined}
        beforeUpload={(file) => {
          if (typeCode !== undefined) onUpload(typeCode, file, held);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button
          icon={<UploadOutlined />}
          disabled={typeCode === undefined}
          loading={uploading !== undefined && uploading === typeCode}
          data-testid="doc-other-upload"
        >
          {t('claimWeb.documents.otherUpload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('claimWeb.documents.otherHint')}</Typography.Text>
    </div>
  );
}
