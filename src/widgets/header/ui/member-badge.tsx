import { useGate, useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { $accountBadge, AccountBadgeGate, AccountPortrait } from '@/entities/account';

/**
 * The member's portrait and nickname as a link to My page. A lazy chunk of the header: the public
 * pages' start-up JavaScript carries only the placeholder (MemberBadgePlaceholder), and the account
 * (getAccountInfo) is asked for only once a member is logged in. Saving the account updates it.
 */
export const MemberBadge = ({ username }: { username: string }) => {
  useGate(AccountBadgeGate);
  const badge = useUnit($accountBadge);
  const name = badge?.nickname ?? username;
  return (
    <Link className="member" to={routes.myPage} title={name}>
      <AccountPortrait src={badge?.portrait} size={32} alt="" eager />
      <span className="name">{name}</span>
    </Link>
  );
};
