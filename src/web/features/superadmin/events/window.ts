/** What the superadmin pages say about a registration window, and the datetime-local <-> ISO conversions. */
import { type RegistrationWindow, isRegistrationOpen } from '~/shared/schemas/events';
import { formatDateTime } from '~/web/components/app/format';

export type WindowKind = 'open' | 'closed' | 'scheduled';

/** The state of a window at `now`, with the times that matter, e.g. 'Opens 3 Jan 2026, 10:00 am'. */
export function describeWindow(
  window: RegistrationWindow,
  now = Date.now(),
): { kind: WindowKind; text: string } {
  const opensAt = window.opensAt ? Date.parse(window.opensAt) : null;
  const closesAt = window.closesAt ? Date.parse(window.closesAt) : null;
  const closes = window.closesAt ? `closes ${formatDateTime(window.closesAt)}` : null;
  if (isRegistrationOpen(window, now)) {
    return { kind: 'open', text: closes ? `Open, ${closes}` : 'Open, no closing time' };
  }
  if (window.switchOpen && opensAt !== null && now < opensAt) {
    const opens = `Opens ${formatDateTime(window.opensAt)}`;
    return { kind: 'scheduled', text: closes ? `${opens}, ${closes}` : opens };
  }
  if (window.switchOpen && closesAt !== null && now >= closesAt) {
    return { kind: 'closed', text: `Closed on ${formatDateTime(window.closesAt)}` };
  }
  // The switch is off: what the window would be once it is turned on (nothing to add without times).
  const bounds = [window.opensAt ? `opens ${formatDateTime(window.opensAt)}` : null, closes].filter(Boolean);
  return { kind: 'closed', text: bounds.length > 0 ? `Switched off; the window ${bounds.join(', ')}` : '' };
}

export const windowLabels: Record<WindowKind, string> = {
  open: 'Registration open',
  closed: 'Registration closed',
  scheduled: 'Registration scheduled',
};
