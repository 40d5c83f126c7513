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
