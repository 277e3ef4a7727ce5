import { createEvent, createStore } from 'effector';

/**
 * The modal dialogs open on the page, the topmost last. A modal <dialog> sits in the browser's top
 * layer and makes everything outside it inert: under its backdrop, out of reach of the pointer and
 * hidden from screen readers. A popover shown above it is inert all the same (measured in Chromium
 * 156: hit testing finds the dialog, a click on the popover's button never lands), so the toast
 * region moves into the topmost dialog while one is open (toast-region.tsx).
 */
export const modalOpened = createEvent<HTMLDialogElement>();
export const modalClosed = createEvent<HTMLDialogElement>();

export const $openModals = createStore<readonly HTMLDialogElement[]>([], { serialize: 'ignore' })
  .on(modalOpened, (open, dialog) => [...open.filter((shown) => shown !== dialog), dialog])
  .on(modalClosed, (open, dialog) => open.filter((shown) => shown !== dialog));
