import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { teamDraftMessages as d } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { EditableTenure, TeamTenure } from '~/shared/schemas/team';
import { ApiError } from '~/web/lib/api';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { LettersSection } from '~/web/features/home/LettersSection';
import { teamPageQuery } from '~/web/features/team/queries';
import { TeamView } from '~/web/features/team/TeamView';
import { editableTenureQuery } from './api';
import '~/web/features/team/team.css';
import '~/web/features/home/home.css';
import './team-editor.css';

/**
 * The draft in the public page's shape: the person ids dropped, the tenure switcher left out. A tenure never
 * published is shown as the current one, as its first publish proposes to make it.
 */
export function draftAsPublished(tenure: EditableTenure): TeamTenure {
  return {
    label: tenure.label,
    current: tenure.current || tenure.publishedRevision === null,
    intro: tenure.intro,
    letters: tenure.letters,
    tenures: [],
    groups: tenure.groups.map((group) => ({
      _id: group._id,
      name: group.name,
      members: group.members.map(({ personId: _personId, ...member }) => member),
    })),
  };
}

/**
 * /superadmin/team/:tenure/preview: the draft of a tenure through the public page's own components (its team
 * page, then the home page's letters), for team editors only, under a bar that says it is a preview.
 */
export function TeamPreview({ label }: { label: string }) {
  const query = useQuery(editableTenureQuery(label));
  const pageQuery = useQuery(teamPageQuery);
  const tenure = query.data;
  const page = pageQuery.data;
  if (!tenure || !page) {
    return (
      <PageFrame
        variant="admin"
        eyebrow="Content · Team"
        title={`Preview of ${label}`}
        back={{ to: paths.superadminTenure(label), label: 'Back to the editor' }}
      >
        <div className="panel adm-card">
          {!query.error && !pageQuery.error ? (
            <Loading text={messages.generic.loading} />
          ) : (
            <ErrorText
              text={
                query.error instanceof ApiError && query.error.status === 404
                  ? messages.team.noSuchTenure
                  : messages.dashboard.error
              }
            />
          )}
        </div>
      </PageFrame>
    );
  }
  const status =
    tenure.publishedRevision === null
      ? d.notPublished
      : tenure.publishedRevision === tenure.revision
        ? d.upToDate
        : d.unpublishedChanges;
  return (
    <>
      <aside className="tm-preview-bar" aria-label="Preview">
        <p>
          Preview of the draft of {tenure.label}. {status}.
        </p>
        <Link to={paths.superadminTenure(tenure.label)}>Back to the editor</Link>
      </aside>
      <TeamView page={page} team={draftAsPublished(tenure)} />
      <div className="home">
        <LettersSection id="letters" letters={tenure.letters} />
      </div>
    </>
  );
}
