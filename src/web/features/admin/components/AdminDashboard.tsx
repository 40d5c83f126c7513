import { paths } from '~/shared/paths';
import { PageFrame } from '~/web/components/app/PageFrame';
import { AdminMenu } from '~/web/components/app/AdminMenu';
import { useProfile } from '~/web/components/app/Guard';
import { contentEditorLinks } from '~/web/features/content/editor-links';
import { Overview } from './Overview';

/**
 * /admin: links to all registrations and the contact-us responses (and to the editors of the content sections
 * the admin was granted), Signout, and the overview.
 */
export function AdminDashboard() {
  const profile = useProfile();
  return (
    <PageFrame variant="admin" title="Admin Dashboard">
      <div className="side-menu-layout adm-layout">
        <AdminMenu
          label="Admin"
          links={[
            { to: paths.allReg, text: 'All registrations' },
            { to: paths.contactUsResponsesAdmin, text: 'Contact us responses' },
            { to: paths.checkin, text: 'Check-in at the venue' },
            ...contentEditorLinks(profile),
          ]}
        />
        <Overview />
      </div>
    </PageFrame>
  );
}
