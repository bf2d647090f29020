import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../../i18n';
import { roleNames } from './role-names';
import { useStaffMenu } from './use-staff-menu';
import { useStaffProfile } from './use-staff-profile';

/** The back office's first page: who is logged in and the pages of its roles. */
const NAME_SLOT = '\u0000';

export default function StaffHomePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const profile = useStaffProfile();
  // The menu less this page (the layout shows a page only at its own path).
  const { pathname } = useLocation();
  const pages = useStaffMenu().filter((page) => page.path !== pathname);
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        <Greeting name={profile.userName} />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('staff.shell.roles', { roles: roleNames(t, profile.roles, language) })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('staff.home.intro')}</Typography.Paragraph>
      <ul>
        {pages.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{t(route.titleKey)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** "Hello, {name}" in the UI language, the name marked as the user's data (it keeps its own script). */
function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('staff.home.welcome', { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <>
      {before}
      <span data-user-data>{name}</span>
      {after}
    </>
  );
}
