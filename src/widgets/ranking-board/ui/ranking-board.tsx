import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RankingRow, Rankings } from '@/shared/api';
import { shopInfoPath } from '@/shared/config';
import { defaultPortraitSrc } from '@/shared/ui/portraits';
import { EmptyState, ErrorState, FallbackImage, Loading, visuallyHidden } from '@/shared/ui';
import { CountryFlag } from '@/entities/country';
import { formatScore, medalOf, type Medal, type ScoreStyle } from '@/entities/ranking';
import { Month, Months, Player, RankCell, Shop, Table } from './ranking-board.styles';

const medalKeys: Record<Medal, string> = {
  gold: 'rankings:medal.gold',
  silver: 'rankings:medal.silver',
  bronze: 'rankings:medal.bronze',
};

const countryKeys: Record<string, string> = {
  CN: 'rankings:country.CN',
  HK: 'rankings:country.HK',
  EN: 'rankings:country.EN',
  JP: 'rankings:country.JP',
};

/** Rank with a medal for the top three: a shaped badge plus words, never colour alone. */
const Rank = ({ rank }: { rank: number }) => {
  const { t } = useTranslation('rankings');
  const medal = medalOf(rank);
  return (
    <RankCell data-medal={medal ?? undefined}>
      <span aria-hidden={medal ? true : undefined}>{rank}</span>
      {medal && <span className={visuallyHidden}>{t(medalKeys[medal], { rank })}</span>}
    </RankCell>
  );
};

const Row = ({ row, rank, scoreStyle }: { row: RankingRow; rank: number; scoreStyle: ScoreStyle }) => {
  const { t, i18n } = useTranslation('rankings');
  const medal = medalOf(rank);
  const countryKey = countryKeys[row.countryCode];
  const shop =
    row.homeShopId !== null && row.homeShopName ? (
      <Link to={shopInfoPath(row.homeShopId)}>{row.homeShopName}</Link>
    ) : (
      <span>{t('table.noShop')}</span>
    );
  return (
    <tr data-medal={medal ?? undefined}>
      <td>
        <Rank rank={rank} />
      </td>
      <td>
        <Player>
          {/* The name sits beside the portrait, so the picture itself adds nothing to read out. */}
          <FallbackImage src={row.portrait ?? ''} fallbackSrc={defaultPortraitSrc} alt="" width={36} height={36} />
          <span>{row.memberName}</span>
          {row.countryCode && (
            <CountryFlag code={row.countryCode} name={countryKey ? t(countryKey) : row.countryCode} />
          )}
        </Player>
        {/* Phones: the home shop under the name, its column hidden (ranking-board.styles.ts). */}
        <span className="shop-line">{shop}</span>
      </td>
      <Shop>{shop}</Shop>
      <td>{formatScore(row.awardAmount, scoreStyle, i18n.language)}</td>
    </tr>
  );
};

interface MonthTableProps {
  title: string;
  rows: readonly RankingRow[];
  scoreLabel: ReactNode;
  scoreStyle: ScoreStyle;
}

const MonthTable = ({ title, rows, scoreLabel, scoreStyle }: MonthTableProps) => {
  const { t } = useTranslation('rankings');
  const headingId = useId();
  return (
    <Month aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <p>{t('empty.month')}</p>
      ) : (
        <Table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('table.rank')}</th>
              <th scope="col">{t('table.player')}</th>
              <th scope="col">{t('table.shop')}</th>
              <th scope="col">{scoreLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <Row key={`${index}-${row.memberName}`} row={row} rank={index + 1} scoreStyle={scoreStyle} />
            ))}
          </tbody>
        </Table>
      )}
    </Month>
  );
};

export interface RankingBoardProps {
  data: Rankings | null;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Header of the score column: "PPD" (with its meaning), "Times", … */
  scoreLabel: ReactNode;
  scoreStyle: ScoreStyle;
}

/** This month's and last month's ranking of one kind, with loading, error and empty states. */
export const RankingBoard = ({ data, pending, failed, onRetry, scoreLabel, scoreStyle }: RankingBoardProps) => {
  const { t } = useTranslation('rankings');
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (!data) return <Loading />;
  if (data.thisMonth.length === 0 && data.lastMonth.length === 0) return <EmptyState title={t('empty.title')} />;
  return (
    <Months aria-busy={pending}>
      <MonthTable title={t('month.this')} rows={data.thisMonth} scoreLabel={scoreLabel} scoreStyle={scoreStyle} />
      <MonthTable title={t('month.last')} rows={data.lastMonth} scoreLabel={scoreLabel} scoreStyle={scoreStyle} />
    </Months>
  );
};
