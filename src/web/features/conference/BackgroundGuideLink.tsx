import { DocumentIcon } from './icons';

/** Opens a committee's background guide (a PDF on the club's site) in a new tab. */
export function BackgroundGuideLink({ url, committeeName }: { url: string; committeeName: string }) {
  return (
    <a className="conf-guide-link" href={url} target="_blank" rel="noopener noreferrer">
      <DocumentIcon />
      Background Guide
      <span className="visually-hidden"> for {committeeName} (opens in a new tab)</span>
    </a>
  );
}
