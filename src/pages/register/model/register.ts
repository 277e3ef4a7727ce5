import { sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createAction, hashPassword } from '@/shared/api';
import { routes } from '@/shared/config';
import { $language, languageIds } from '@/shared/i18n';
import { createForm, navigateFx } from '@/shared/lib';
import { $countryId, countriesWanted } from '@/entities/country';
import { accountPrefilled } from '@/features/login';
import { createCodeSender, toWireAddress } from '@/features/send-code';
import { emptyRegisterFields, validateRegistration, type RegisterErrors, type RegisterFields } from './validate';

export const RegisterGate = createGate('register-page');

export const registerAction = createAction({
  call: calls.register,
  name: 'register.register',
  failure: 'form',
  success: { tone: 'success', message: { key: 'auth:register.done' } },
});

export const registerForm = createForm<RegisterFields, RegisterErrors>({
  name: 'register',
  initial: emptyRegisterFields(617, '3'),
  validate: validateRegistration,
  sender: registerAction,
});
const { $fields } = registerForm;

export const codeSender = createCodeSender({
  name: 'register',
  $channel: $fields.map((fields) => fields.channel),
  $address: $fields.map((fields) => (fields.channel === 'email' ? fields.email : fields.phone)),
});

// A fresh form starts in the visitor's country and language; the country list is loaded for it.
sample({
  clock: RegisterGate.open,
  source: { countryId: $countryId, language: $language },
  fn: ({ countryId, language }) => emptyRegisterFields(countryId, languageIds[language] as RegisterFields['languageId']),
  target: $fields,
});
sample({ clock: RegisterGate.open, target: countriesWanted });

sample({
  clock: registerForm.validSubmitted,
  fn: (fields) => {
    const byEmail = fields.channel === 'email';
    const address = toWireAddress(fields.channel, byEmail ? fields.email : fields.phone);
    return {
      account: fields.account.trim(),
      cardNo: fields.cardNo.trim(),
      password: hashPassword(fields.password),
      nickname: fields.nickname.trim(),
      gender: fields.gender === '1' ? (1 as const) : (0 as const),
      acceptSMS: 1 as const,
      acceptMail: 1 as const,
      birth: fields.birth,
      name: fields.name.trim(),
      countryId: Number(fields.countryId),
      languageId: fields.languageId,
      email: byEmail ? address : '',
      emailCode: byEmail ? fields.code.trim() : '',
      phone: byEmail ? '' : address,
      phoneCode: byEmail ? '' : fields.code.trim(),
    };
  },
  target: registerAction.requested,
});

const registered = registerAction.mutation.finished.success;
// The login form holds the new account's name (never its password), so logging in is one field away.
sample({ clock: registered, fn: ({ params }) => params.account, target: accountPrefilled });
sample({ clock: registered, fn: () => ({ to: routes.login }), target: navigateFx });

// Passwords and codes are never kept once the form is done or left (leaving resets the form, see
// useForm; the next visit starts afresh); a failure keeps everything.
sample({ clock: registered, target: registerForm.reset });
sample({ clock: RegisterGate.close, target: codeSender.reset });
