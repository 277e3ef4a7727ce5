import { combine, createEffect, createEvent, createStore, merge, sample, scopeBind, type Store } from 'effector';
import { calls, CODE_RESEND_SECONDS, createAction, createActionLane } from '@/shared/api';
import { toWireAddress, validateAddress, type AddressError, type Channel } from '../lib/contact';

export interface CodeSenderOptions {
  /** Unique prefix of the mutations' names. */
  name: string;
  $channel: Store<Channel>;
  $address: Store<string>;
}

type Timer = ReturnType<typeof setInterval>;

/**
 * A verification-code sender for one form: checks the address, sends the code by email or SMS
 * and then counts 59 seconds down before another send (spec sections 4 and 9). A failed send
 * leaves the button usable; its server message is the usual warning toast.
 *
 * The countdown runs on a plain interval that calls a scope-bound event: the effect that starts it
 * settles at once, so `allSettled` never waits 59 seconds (tests drive it with fake timers).
 */
export const createCodeSender = ({ name, $channel, $address }: CodeSenderOptions) => {
  const sendClicked = createEvent();
  /** The form is left: stop counting and forget the state. */
  const reset = createEvent();
  const ticked = createEvent();

  // One code on its way at a time, by email or by SMS.
  const sending = createActionLane(`${name}.send`);
  const email = createAction({ call: calls.sendEmail, name: `${name}.sendEmail`, lane: sending });
  const sms = createAction({ call: calls.sendSMS, name: `${name}.sendSMS`, lane: sending });

  const $secondsLeft = createStore(0);
  const $addressError = createStore<AddressError | null>(null);
  const $timer = createStore<Timer | null>(null, { serialize: 'ignore' });
  const $pending = sending.$pending;
  const $locked = combine($secondsLeft, $pending, (seconds, pending) => seconds > 0 || pending);

  const startTimerFx = createEffect((previous: Timer | null): Timer => {
    if (previous !== null) clearInterval(previous);
    const tick = scopeBind(ticked, { safe: true });
    return setInterval(() => tick(), 1000);
  });
  const stopTimerFx = createEffect((timer: Timer | null) => {
    if (timer !== null) clearInterval(timer);
  });

  const checked = sample({
    clock: sendClicked,
    source: { channel: $channel, address: $address, seconds: $secondsLeft },
    // Nothing during the countdown (a send on its way is the lane's to refuse).
    filter: ({ seconds }) => seconds === 0,
    fn: ({ channel, address }) => ({ channel, address, error: validateAddress(channel, address) }),
  });
  sample({ clock: checked, fn: ({ error }) => error, target: $addressError });
  // The address error follows what is typed once shown.
  sample({
    clock: [$address.updates, $channel.updates],
    source: { channel: $channel, address: $address, error: $addressError },
    filter: ({ error }) => error !== null,
    fn: ({ channel, address }) => validateAddress(channel, address),
    target: $addressError,
  });

  const valid = sample({ clock: checked, filter: ({ error }) => error === null });
  sample({
    clock: valid,
    filter: ({ channel }) => channel === 'email',
    fn: ({ address }) => ({ email: toWireAddress('email', address) }),
    target: email.requested,
  });
  sample({
    clock: valid,
    filter: ({ channel }) => channel === 'sms',
    fn: ({ address }) => ({ phone: toWireAddress('sms', address) }),
    target: sms.requested,
  });

  const codeSent = merge([email.mutation.finished.success, sms.mutation.finished.success]);
  sample({ clock: codeSent, fn: () => CODE_RESEND_SECONDS, target: $secondsLeft });
  sample({ clock: codeSent, source: $timer, target: startTimerFx });
  sample({ clock: startTimerFx.doneData, target: $timer });

  $secondsLeft.on(ticked, (seconds) => Math.max(0, seconds - 1));
  const finished = sample({ clock: ticked, source: { seconds: $secondsLeft, timer: $timer }, filter: ({ seconds }) => seconds === 0 });
  sample({ clock: finished, fn: ({ timer }) => timer, target: stopTimerFx });
  sample({ clock: reset, source: $timer, target: stopTimerFx });
  $timer.reset(stopTimerFx);
  $secondsLeft.reset(reset);
  $addressError.reset(reset);

  return { sendClicked, reset, codeSent, $secondsLeft, $pending, $locked, $addressError };
};

export type CodeSender = ReturnType<typeof createCodeSender>;
