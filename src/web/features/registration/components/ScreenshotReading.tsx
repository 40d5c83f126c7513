import { useEffect, useState } from 'react';
import { messages } from '~/shared/messages';
import { normaliseTransactionId } from '~/shared/payments';
import type { ScreenshotReadingAnswer } from '~/shared/schemas/registration';
import { readScreenshot } from '../api';

const ui = messages.ui.registration;

/** The reading of the chosen screenshot: 'reading' while the server reads it, then what it found (null: nothing). */
export type ScreenshotReading = 'reading' | ScreenshotReadingAnswer | null;

/**
 * Reads each screenshot the delegate chooses (docs/decisions/0081-transaction-id-from-the-screenshot.md); a
 * reading of a screenshot since replaced is dropped. '' (none chosen) reads nothing.
 */
export function useScreenshotReading(dataUrl: string): ScreenshotReading {
  const [done, setDone] = useState<{ of: string; answer: ScreenshotReadingAnswer | null } | null>(null);
  useEffect(() => {
    if (!dataUrl) return;
    const controller = new AbortController();
    void readScreenshot(dataUrl, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setDone({ of: dataUrl, answer });
    });
    return () => controller.abort();
  }, [dataUrl]);
  if (!dataUrl) return null;
  return done?.of === dataUrl ? done.answer : 'reading';
}

/**
 * Under the transaction ID field: "Reading..." while the screenshot is read, then the ID it shows with a
 * button that puts it in the field (the delegate confirms it, nothing is filled in unasked), or a line saying
 * the field already holds it. Nothing when no ID was read.
 */
export function ReadTransactionId({
  reading,
  entered,
  onUse,
}: {
  reading: ScreenshotReading;
  /** The field's current value. */
  entered: string;
  onUse: (transactionId: string) => void;
}) {
  if (reading === 'reading') {
    return (
      <p className="acc-field__hint reg-read" role="status">
        {ui.readingScreenshot}
      </p>
    );
  }
  const id = reading?.transactionId;
  if (!id) return null;
  if (normaliseTransactionId(entered) === id) {
    return (
      <p className="acc-field__hint reg-read" role="status">
        {ui.readIdMatches}
      </p>
    );
  }
  return (
    <div className="reg-read reg-read--offer" role="status">
      <span>
        {ui.screenshotShows} <code className="reg-pay__mono">{id}</code>
      </span>
      <button
        type="button"
        className="button button--navy button--small reg-read__use"
        onClick={() => onUse(id)}
      >
        {ui.useReadId}
      </button>
    </div>
  );
}
