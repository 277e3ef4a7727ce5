import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui';
import { $requestsSending, $requestsSent, friendRequestClicked } from '../model/add-friend';

/**
 * "Send request" for a player met lately, named after the player; "Request sent" once the backend
 * took it (until the list, asked again, leaves the player out). It stays focusable while the
 * request is on its way, and a second click then does nothing.
 */
export const AddFriendButton = ({ player }: { player: { friendId: number; friendName: string } }) => {
  const { t } = useTranslation('friends');
  const [sending, sent, send] = useUnit([$requestsSending, $requestsSent, friendRequestClicked]);
  if (sent.includes(player.friendId)) {
    return (
      <Button variant="secondary" aria-disabled="true" aria-label={t('request.sentTo', { name: player.friendName })}>
        {t('request.sent')}
      </Button>
    );
  }
  const busy = sending.includes(player.friendId);
  return (
    <Button
      aria-label={t('request.sendTo', { name: player.friendName })}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={() => send(player.friendId)}
    >
      {t('request.send')}
    </Button>
  );
};
