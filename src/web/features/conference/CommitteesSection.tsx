import { useState } from 'react';
import type { ConferenceDocument } from '~/shared/schemas/pages';
import type { PageCommittee } from './event-data';
import { CommitteeCard } from './CommitteeCard';
import { CommitteeDialog } from './CommitteeDialog';

/** The committee cards, in the event's order, and the one Read More popup they share. */
export function CommitteesSection({
  committees,
  copy,
}: {
  committees: PageCommittee[];
  copy: ConferenceDocument;
}) {
  const [open, setOpen] = useState<{ committee: PageCommittee; trigger: HTMLElement } | null>(null);
  if (committees.length === 0) return null;

  return (
    <section className="conf-section conf-committees" id="committees" aria-labelledby="committees-heading">
      <div className="container">
        <header className="conf-section__header">
          <p className="conf-eyebrow">{copy.committeesEyebrow}</p>
          <h2 id="committees-heading" className="conf-section__title">
            {copy.committeesTitle}
          </h2>
        </header>
        <div className="conf-committees__grid">
          {committees.map((committee) => (
            <CommitteeCard
              key={committee.code}
              committee={committee}
              onReadMore={(c, trigger) => setOpen({ committee: c, trigger })}
            />
          ))}
        </div>
      </div>
      <CommitteeDialog
        committee={open?.committee ?? null}
        returnFocusTo={open?.trigger ?? null}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
