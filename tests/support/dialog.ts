import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { RequestWatch } from './requests';

/**
 * jsdom has <dialog> but not its modal methods: the browser's behaviour in its simplest form, for component
 * tests of screens that open a ConfirmDialog (call once per file, e.g. in beforeAll).
 */
export function installDialogMethods(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
}

/** Cancel in the confirmation dialog now open closes it, and nothing was written. */
export async function expectCancelSendsNothing(
  user: UserEvent,
  dialogName: string,
  requests: RequestWatch,
): Promise<void> {
  const dialog = screen.getByRole('dialog', { name: dialogName });
  expect((dialog as HTMLDialogElement).open).toBe(true);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect((dialog as HTMLDialogElement).open).toBe(false);
  expect(requests.writes()).toEqual([]);
}
