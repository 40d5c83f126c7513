import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nextWindowChange } from '~/shared/registration-window';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { eventsQuery } from '../api';
import { type WindowNoticeText, windowNoticeText } from '../when';

/** setTimeout's longest delay (about 24.8 days); a later change re-arms after the refetch. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Refetches the events when the event's registration opens or closes by itself (its window), so the screen
 * follows without a reload. The server decides: the refetch comes a second after the moment.
 */
export function useWindowChangeRefetch(event: ConferenceEvent, fetchedAt: number): void {
  const queryClient = useQueryClient();
  const next = nextWindowChange(event.window);
  useEffect(() => {
    if (next === null) return;
    const delay = Math.min(Math.max(next - Date.now(), 0) + 1000, MAX_DELAY_MS);
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey }),
      delay,
    );
    return () => window.clearTimeout(timer);
  }, [next, fetchedAt, queryClient]);
}

/** The window notice's line (windowNoticeText), or nothing. */
export function WindowNoticeLine({ notice }: { notice: WindowNoticeText | null }) {
  if (!notice) return null;
  if (!notice.closed) return <p className="acc-note reg-window">{notice.text}</p>;
  return (
    <p className="reg-closed" role="status">
      {notice.text}
    </p>
  );
}

/**
 * Whether registration is open, shown above the choice and the form: closed (and, on the form, that it can
 * still be read), scheduled with the moment it opens, or open with the moment it closes.
 */
export function WindowNotice({ event, onForm = false }: { event: ConferenceEvent; onForm?: boolean }) {
  return <WindowNoticeLine notice={windowNoticeText(event, onForm)} />;
}
