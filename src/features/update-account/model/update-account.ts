import { createEvent, createStore, sample } from 'effector';
import { calls, createAction } from '@/shared/api';
import { createForm } from '@/shared/lib';
import { $account, accountQuery } from '@/entities/account';
import { $memberId } from '@/entities/session';
import {
  emptyAccountFields,
  fieldsFromAccount,
  toUpdateRequest,
  validateAccount,
  type AccountErrors,
  type AccountFields,
} from './fields';

export const updateAccountAction = createAction({
  call: calls.updateAccountInfo,
  name: 'account.updateAccountInfo',
  failure: 'form',
  // The header and the cards read the account: they show the new nickname and portrait at once,
  // and the refetch brings the backend's own record.
  optimistic: {
    query: accountQuery,
    change: (account, { params }) => ({
      ...account,
      nickname: params.nickname.trim(),
      portrait: params.portrait || null,
      homeShopId: params.homeShopId === undefined ? null : Number(params.homeShopId),
      phone: params.phone ?? '',
      email: params.email ?? '',
    }),
  },
  success: { tone: 'info', message: { key: 'account:info.saved' } },
});

export const accountForm = createForm<AccountFields, AccountErrors>({
  name: 'account.form',
  initial: emptyAccountFields(),
  validate: validateAccount,
  sender: updateAccountAction,
});

/** The form is shown: it takes the account as the backend holds it, now and each time it arrives untouched. */
export const accountFormOpened = createEvent();
/** The form is left: what was typed (codes included) is forgotten. */
export const accountFormLeft = createEvent();

/** Whether the member has changed a field since the form last took the backend's account. */
const $edited = createStore(false, { name: 'account.form.$edited' })
  .on(accountForm.fieldChanged, () => true)
  .reset(accountFormLeft, updateAccountAction.mutation.finished.success);
const $open = createStore(false, { name: 'account.form.$open' }).on(accountFormOpened, () => true).reset(accountFormLeft);

// The account fills the form when it opens with the account already known, and whenever a fresh
// answer arrives while nothing is being edited (the first load, the refresh after a save). A
// refresh never overwrites what the member is typing.
const filled = sample({
  clock: [sample({ clock: accountFormOpened, source: $account }), accountQuery.finished.success.map(({ result }) => result)],
  source: { edited: $edited, open: $open },
  filter: ({ edited, open }, account) => open && !edited && account !== null,
  fn: (_, account) => fieldsFromAccount(account!),
});
sample({ clock: filled, target: accountForm.$fields });
sample({ clock: accountFormLeft, target: accountForm.reset });

sample({
  clock: accountForm.validSubmitted,
  source: { memberId: $memberId, account: $account },
  filter: ({ memberId, account }) => memberId !== null && account !== null,
  fn: ({ memberId, account }, fields) => toUpdateRequest(fields, memberId!, account!),
  target: updateAccountAction.requested,
});
