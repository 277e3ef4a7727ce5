import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import type { CodeSender } from '../model/code-sender';

/** "Send code", then "Resend in N s" while the countdown runs; a real button, disabled meanwhile. */
export const SendCodeButton = ({ sender }: { sender: CodeSender }) => {
  const { t } = useTranslation('auth');
  const [secondsLeft, pending, send] = useUnit([sender.$secondsLeft, sender.$pending, sender.sendClicked]);
  const label = pending ? t('code.sending') : secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.send');
  return (
    <Button variant="secondary" disabled={pending || secondsLeft > 0} onClick={() => send()}>
      {label}
    </Button>
  );
};
