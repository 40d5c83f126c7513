import { announcementMessages } from '~/shared/desk-messages';
import type { AnnouncementPreview } from '~/shared/schemas/announcements';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What Preview recipients found: the count, then the first recipients by name (or all of them). */
export function RecipientsPreview({ preview }: { preview: AnnouncementPreview }) {
  return (
    <>
      <p className="ann-preview__count">
        <strong>{plural(preview.count, 'recipient', 'recipients')}</strong>
        {preview.count === 0 ? `: ${announcementMessages.emptyAudience}.` : null}
      </p>
      {preview.sample.length > 0 ? (
        <>
          <p className="ann-preview__note">
            {preview.count > preview.sample.length
              ? `The first ${preview.sample.length} by name:`
              : 'Everyone in it:'}
          </p>
          <ul className="ann-preview__list">
            {preview.sample.map((r) => (
              <li key={r.email}>
                <span className="ann-preview__name">{r.name}</span>{' '}
                <span className="ann-preview__email">{r.email}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
