import { FileTextOutlined, MessageOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FEEDBACK_PATH } from './routes.ts';

/** The usage-guide PDF (SPEC §2 toolbar), served as a static file next to the app. */
export const USAGE_GUIDE_URL = '/usage-guide.pdf';

/**
 * The floating toolbar at the right (SPEC §2): back-to-top everywhere; the usage guide and the feedback
 * link only on the login page, which renders `<PortalToolbar showGuide />`.
 */
export function PortalToolbar({ showGuide = false }: { showGuide?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FloatButton.Group shape="circle" style={{ insetInlineEnd: 24, insetBlockEnd: 48 }} data-testid="toolbar">
      {showGuide && (
        <FloatButton
          icon={<FileTextOutlined />}
          tooltip={t('shell.toolbar.guide')}
          href={USAGE_GUIDE_URL}
          target="_blank"
          data-testid="toolbar-guide"
        />
      )}
      {showGuide && (
        <FloatButton
          icon={<MessageOutlined />}
          tooltip={t('shell.toolbar.feedback')}
          onClick={() => navigate(FEEDBACK_PATH)}
          data-testid="toolbar-feedback"
        />
      )}
      <FloatButton.BackTop
        icon={<VerticalAlignTopOutlined />}
        tooltip={t('shell.toolbar.backTop')}
        visibilityHeight={240}
        data-testid="toolbar-back-top"
      />
    </FloatButton.Group>
  );
}
