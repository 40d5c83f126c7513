import { useState } from 'react';
import { committees, type ConferenceCommittee } from '~/content/committees';
import { conferenceCopy as copy } from '~/content/conference';
import { CommitteeCard } from './CommitteeCard';
import { CommitteeDialog } from './CommitteeDialog';

/** The committee cards and the one Read More popup they share. */
export function CommitteesSection() {
  const [open, setOpen] = useState<{ committee: ConferenceCommittee; trigger: HTMLElement } | null>(null);

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
