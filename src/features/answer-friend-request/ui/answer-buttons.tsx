import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { FriendRow } from '@/shared/api';
import { Button } from '@/shared/ui';
import { $requestsAnswering, FriendAnswer, requestAnswered } from '../model/answer-friend-request';

/** Agree and Decline for a request sent to the member, each named after the player who asked. */
export const AnswerButtons = ({ request }: { request: Pick<FriendRow, 'memberRelationshipId' | 'friendName'> }) => {
  const { t } = useTranslation('friends');
  const [answering, answer] = useUnit([$requestsAnswering, requestAnswered]);
  const busy = answering.includes(request.memberRelationshipId);
  const send = (status: FriendAnswer) => answer({ memberRelationshipId: request.memberRelationshipId, status });
  return (
    <>
      <Button
        aria-label={t('answer.agreeTo', { name: request.friendName })}
        aria-disabled={busy}
        onClick={() => send(FriendAnswer.agree)}
      >
        {t('answer.agree')}
      </Button>
      <Button
        variant="secondary"
        aria-label={t('answer.declineTo', { name: request.friendName })}
        aria-disabled={busy}
        onClick={() => send(FriendAnswer.decline)}
      >
        {t('answer.decline')}
      </Button>
    </>
  );
};
