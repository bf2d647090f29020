import { FileTextOutlined, MessageOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { USAGE_GUIDE_URL } from '@cargo/domain/api/usage-guide';
import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The public feedback page (router.tsx), which logged-in users reach too. */
const FEEDBACK_PATH = '/feedback';

/**
 * The floating toolbar at the right (SPEC §2): back-to-top everywhere; the usage guide and the feedback
 * link only on the login page, which renders `<PortalToolbar showGuide />`. The guide is a PDF the server
 * writes in the reader's language.
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
          aria-label={t('shell.toolbar.guide')}
          href={USAGE_GUIDE_URL}
          target="_blank"
          data-testid="toolbar-guide"
        />
      )}
      {showGuide && (
        <FloatButton
          icon={<MessageOutlined />}
          tooltip={t('shell.toolbar.feedback')}
          aria-label={t('shell.toolbar.feedback')}
          href={FEEDBACK_PATH}
          onClick={(event) => {
            // A real link (it can be opened in a new tab), followed inside the app.
            event.preventDefault();
            navigate(FEEDBACK_PATH);
          }}
          data-testid="toolbar-feedback"
        />
      )}
      <FloatButton.BackTop
        icon={<VerticalAlignTopOutlined />}
        tooltip={t('shell.toolbar.backTop')}
        aria-label={t('shell.toolbar.backTop')}
        visibilityHeight={240}
        data-testid="toolbar-back-top"
      />
    </FloatButton.Group>
  );
}
