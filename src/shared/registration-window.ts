/**
 * The registration window's rules, apart from its schema (./schemas/events.ts re-exports them): the
 * registration page reads them without loading zod (docs/decisions/0037-signed-in-pages-first-content.md).
 */
import type { RegistrationWindow } from './schemas/events';

/** Whether registration is open at `now`: the switch is on and `now` is inside the window. */
export function isRegistrationOpen(window: RegistrationWindow, now: number = Date.now()): boolean {
  if (!window.switchOpen) return false;
  if (window.opensAt && now < Date.parse(window.opensAt)) return false;
  if (window.closesAt && now >= Date.parse(window.closesAt)) return false;
  return true;
}

/** The next moment after `now` at which the window's open state changes by itself, if any (ms). */
export function nextWindowChange(window: RegistrationWindow, now: number = Date.now()): number | null {
  if (!window.switchOpen) return null;
  const times = [window.opensAt, window.closesAt]
    .filter((t): t is string => t !== null)
    .map((t) => Date.parse(t))
    .filter((t) => t > now);
  return times.length === 0 ? null : Math.min(...times);
}
