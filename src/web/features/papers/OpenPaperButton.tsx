import { useState } from 'react';
import { paperMessages } from '~/shared/paper-messages';
import { errorMessage } from '~/web/lib/api';
import { saveFile } from '~/web/lib/download';
import { notify } from '~/web/lib/toast';
import { fetchPaper } from './api';

const m = paperMessages;

/**
 * Opens one version of a paper in a new tab: the PDF is fetched with the bearer header (a plain link could not
 * send it) and shown from an object URL; when the browser blocks the new tab, the PDF is saved instead.
 */
export function OpenPaperButton({
  paperId,
  version,
  label,
}: {
  paperId: string;
  version: number;
  label?: string;
}) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const blob = await fetchPaper(paperId);
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      const tab = window.open(url, '_blank');
      if (!tab) saveFile(blob, `paper-v${version}.pdf`);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notify('error', errorMessage(error, m.error));
    } finally {
      setOpening(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--ghost-dark button--small"
      onClick={() => void open()}
      disabled={opening}
      aria-busy={opening}
    >
      {opening ? m.opening : (label ?? m.open(version))}
    </button>
  );
}
