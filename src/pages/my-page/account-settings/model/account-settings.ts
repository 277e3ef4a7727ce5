import { combine, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $account, accountRefreshRequested } from '@/entities/account';
import { countriesWanted } from '@/entities/country';
import { createShopNamesQuery } from '@/entities/shop';
import { createCodeSender, type Channel } from '@/features/send-code';
import { accountForm, accountFormLeft, accountFormOpened, updateAccountAction, wirePhoneOf } from '@/features/update-account';
import { portraitReset, portraitUploaded } from '@/features/upload-portrait';

/** Open while AccountInfoSetting shows. */
export const AccountSettingsGate = createGate('account-settings');

/** The home shop is one of the member's country's shops (shopList). */
export const homeShopsQuery = createShopNamesQuery('account');
const $homeShopsCountry = createStore<number | null>(null, { name: 'account.$homeShopsCountry' });

const { $fields } = accountForm;

/** The portrait the form would save: the saved one, or the one just uploaded. */
export const $portraitField = $fields.map((fields) => fields.portrait);

/**
 * A code for a new phone or email, sent by the send-code feature (59 s countdown). The form shows
 * the button only while the value is valid and differs from the saved one, so the address given
 * here is always the new one in its wire form.
 */
export const phoneCodeSender = createCodeSender({
  name: 'account.phone',
  $channel: createStore<Channel>('sms'),
  $address: $fields.map((fields) => wirePhoneOf(fields) ?? ''),
});
export const emailCodeSender = createCodeSender({
  name: 'account.email',
  $channel: createStore<Channel>('email'),
  $address: $fields.map((fields) => fields.email.trim()),
});

sample({ clock: AccountSettingsGate.open, target: [accountRefreshRequested, accountFormOpened] });
sample({ clock: AccountSettingsGate.open, target: countriesWanted });

// The shops of the member's country, once per country while the page is open.
const homeShopsWanted = sample({
  clock: [AccountSettingsGate.open, $account.updates],
  source: { account: $account, open: AccountSettingsGate.status, loaded: $homeShopsCountry },
  filter: ({ account, open, loaded }) => open && account !== null && account.countryId !== loaded,
  fn: ({ account }) => account!.countryId,
});
sample({ clock: homeShopsWanted, target: $homeShopsCountry });
sample({ clock: homeShopsWanted, fn: (countryId) => ({ countryId }), target: homeShopsQuery.start });
$homeShopsCountry.reset(homeShopsQuery.finished.failure);

/** The country of the shops last read. */
const $shopsReadCountry = createStore<number | null>(null, { name: 'account.$shopsReadCountry' }).on(
  homeShopsQuery.finished.success,
  (_, { params }) => Number(params.countryId),
);
/**
 * The shops to choose a home shop from: those of the member's own country only. The shop list is
 * public, but which country's it is tells the previous member's country: after another member
 * logs in, it shows nothing until their own country's shops are read.
 */
export const $homeShops = combine(homeShopsQuery.$data, $shopsReadCountry, $account, (shops, country, account) =>
  account !== null && country === account.countryId ? shops : null,
);

// An uploaded portrait becomes the form's portrait, saved by Confirm with the rest.
sample({ clock: portraitUploaded, fn: (url) => ({ name: 'portrait' as const, value: url }), target: accountForm.fieldChanged });
sample({ clock: updateAccountAction.mutation.finished.success, target: [portraitReset, phoneCodeSender.reset, emailCodeSender.reset] });

sample({
  clock: AccountSettingsGate.close,
  target: [accountFormLeft, portraitReset, phoneCodeSender.reset, emailCodeSender.reset],
});
