import type { ReactNode } from 'react';
import type { EditableEvent } from '~/shared/schemas/events';

/** What every section of the editor gets: the event as shown, and a getter of its newest copy. */
export interface SectionProps {
  event: EditableEvent;
  /** The newest copy of the event (another section may have saved since this one rendered). */
  latest: () => EditableEvent;
}

/** One section of the editor: a card with its heading (a target of the section links). */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="panel adm-card ev-section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className="adm-card__title">
        {title}
      </h2>
      {lead ? <p className="adm-card__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** The row under a section's form: its Save button and, while there are changes, a note saying so. */
export function SaveRow({ pending, dirty, label }: { pending: boolean; dirty: boolean; label: string }) {
  return (
    <div className="ev-save">
      <button type="submit" className="form-submit ev-save__button" disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : label}
      </button>
      {dirty && !pending ? <span className="ev-save__note">Unsaved changes</span> : null}
    </div>
  );
}
