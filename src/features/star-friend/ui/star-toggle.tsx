import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { FriendRow } from '@/shared/api';
import { $pendingStars, starToggled } from '../model/star-friend';

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid var(--color-line);
  border-radius: 50%;
  background: var(--color-paper);
  color: var(--color-ink-soft);
  cursor: pointer;

  & svg {
    width: 24px;
    height: 24px;
  }
  &[aria-pressed='true'] {
    border-color: var(--color-gold);
    color: var(--color-gold);
    background: #fff8e6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:hover {
    border-color: var(--color-ink-soft);
  }
`;

const Star = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * A friend's star: a toggle button (pressed = close friend) named after the friend. It shows the
 * new state on the press; the list then asks the backend again.
 */
export const StarToggle = ({ friend }: { friend: Pick<FriendRow, 'memberRelationshipId' | 'friendName' | 'star'> }) => {
  const { t } = useTranslation('friends');
  const [pending, toggle] = useUnit([$pendingStars, starToggled]);
  const asked = pending[friend.memberRelationshipId];
  const starred = (asked ?? friend.star) === 1;
  const label = t('star.toggle', { name: friend.friendName });
  return (
    <Toggle
      type="button"
      aria-pressed={starred}
      aria-busy={asked !== undefined}
      aria-label={label}
      title={label}
      onClick={() => toggle({ memberRelationshipId: friend.memberRelationshipId, star: starred ? 0 : 1 })}
    >
      <Star filled={starred} />
    </Toggle>
  );
};
