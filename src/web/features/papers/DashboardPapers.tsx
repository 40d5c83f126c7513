import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paperMessages } from '~/shared/paper-messages';
import type { MyPaper } from '~/shared/schemas/papers';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { formatDateTime } from '~/web/components/app/format';
import { errorMessage } from '~/web/lib/api';
import { myPapersQuery, uploadPaper } from './api';
import { OpenPaperButton } from './OpenPaperButton';
import { PaperUploadForm } from './PaperUploadForm';
import './papers.css';

const m = paperMessages;

/** The delegate's position paper for each seat: status, rules, feedback, versions and the upload form. */
export function DashboardPapers() {
  const query = useQuery(myPapersQuery);
  if (query.isPending) return <Loading text={m.loading} />;
  if (query.isError) return <ErrorText text={errorMessage(query.error, m.error)} />;
  if (query.data.length === 0) return null;
  return (
    <section className="panel dash-card" aria-labelledby="dash-papers-title">
      <h2 id="dash-papers-title" className="dash-card__title">
        {m.dashboardTitle}
      </h2>
      {query.data.map((paper) => (
        <SeatPaper key={`${paper.eventName}/${paper.committee}`} paper={paper} />
      ))}
    </section>
  );
}

function SeatPaper({ paper }: { paper: MyPaper }) {
  const queryClient = useQueryClient();
  const latest = paper.versions[0];
  const target = { eventName: paper.eventName, committee: paper.committee };
  return (
    <div className="paper-seat">
      <h3 className="dash-attendance__title">
        {m.forSeat(paper.committeeName, paper.portfolio, paper.eventName)}
      </h3>
      <dl className="paper-facts">
        <div>
          <dt>{m.statusLabel}</dt>
          <dd>
            <span className={`paper-status paper-status--${paper.status}`}>
              {m.statusNames[paper.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{m.deadlineLabel}</dt>
          <dd>{paper.rules.deadline ? formatDateTime(paper.rules.deadline) : m.noDeadline}</dd>
        </div>
        <div>
          <dt>{m.requiredLabel}</dt>
          <dd>{paper.rules.required ? m.required : m.optional}</dd>
        </div>
      </dl>
      {latest?.feedback ? (
        <div className="paper-feedback">
          <h4 className="paper-feedback__title">{m.feedbackLabel}</h4>
          <p>{latest.feedback}</p>
        </div>
      ) : null}
      {paper.rules.closed ? (
        <p className="adm-empty">{m.closedNotice}</p>
      ) : (
        <PaperUploadForm
          hasPaper={latest !== undefined}
          onUpload={async (body, onProgress) => {
            const res = await uploadPaper(target, body, onProgress);
            queryClient.setQueryData<MyPaper[]>(myPapersQuery.queryKey, (old) =>
              old?.map((p) =>
                p.eventName === paper.eventName && p.committee === paper.committee ? res.paper : p,
              ),
            );
            return res.message;
          }}
        />
      )}
      {paper.versions.length > 0 ? (
        <>
          <h4 className="paper-feedback__title">{m.versionsTitle}</h4>
          <ul className="paper-versions">
            {paper.versions.map((v) => (
              <li key={v.id}>
                <span>
                  {m.versionLine(v.version, formatDateTime(v.uploadedAt), v.late)}
                  {v.review !== 'submitted' ? `: ${m.statusNames[v.review]}` : ''}
                </span>
                <OpenPaperButton paperId={v.id} version={v.version} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
