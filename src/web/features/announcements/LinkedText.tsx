import { textWithLinks } from '~/shared/schemas/announcements';

/**
 * An announcement's plain text: its paragraphs and line breaks kept (CSS white-space), its http(s)
 * addresses made links by React elements. Never HTML: whatever the admin typed is shown as text.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {textWithLinks(text).map((part, i) =>
        part.href === undefined ? (
          part.text
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
