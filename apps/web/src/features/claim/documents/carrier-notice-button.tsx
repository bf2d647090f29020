import { DownOutlined, FileProtectOutlined } from '@ant-design/icons';
import type { Language } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCarrierNotice } from '../claim.api.ts';

/** The notice of claim to the carrier (document 34) as a PDF, in Chinese or in English. */
export function CarrierNoticeButton({ reportNo }: { reportNo: string }) {
  const { t } = useTranslation();
  const notice = useMutation({
    mutationFn: (language: Language) => downloadCarrierNotice(reportNo, language),
  });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'zh-CN', label: <span data-testid="doc-carrier-zh">{t('claimWeb.carrier.zh')}</span> },
          { key: 'en-US', label: <span data-testid="doc-carrier-en">{t('claimWeb.carrier.en')}</span> },
        ],
        onClick: ({ key }) => notice.mutate(key === 'en-US' ? 'en-US' : 'zh-CN'),
      }}
    >
      <Button icon={<FileProtectOutlined />} loading={notice.isPending} data-testid="doc-carrier">
        {t('claimWeb.carrier.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
