import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { ErrorState, visuallyHidden } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { TableBox } from '@/shared/ui/table-box';
import { AWARDS, awardLabelKey, formatCount, ValueSkeleton } from '@/entities/game';
import { CardSwitcher } from '@/widgets/card-switcher';
import { $awardRows, $awardsFailed, awardsRetried, AwardHistoryGate } from '../model/award-history';

const AwardTable = styled(TableBox)`
  & td.month.hit {
    color: var(--color-brand-strong);
    font-weight: 700;
  }
  & td.zero {
    color: var(--color-ink-soft);
  }
`;

const Note = styled.p`
  margin: var(--space-3) 0 0;
  font-size: 14px;
  color: var(--color-ink-soft);
`;

/**
 * /MyPageIndex/AwardHistory: every award with this month's count and the all-time total of the
 * current card. The award names are the row headers, so each count is read with its award.
 */
export const AwardHistoryPage = () => {
  useGate(AwardHistoryGate);
  const { t } = useTranslation(['stats', 'site', 'common']);
  const [rows, failed, retry, language] = useUnit([$awardRows, $awardsFailed, awardsRetried, $language]);

  return (
    <SectionPanel title={t('site:myPage.sections.AwardHistory')}>
      <CardSwitcher />
      {failed && !rows ? (
        <ErrorState onRetry={() => retry()} />
      ) : (
        <>
          {rows === null && (
            <p role="status" className={visuallyHidden}>
              {t('common:status.loading')}
            </p>
          )}
          <AwardTable>
            <table aria-busy={rows === null}>
              <caption className={visuallyHidden}>{t('awardHistory.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('awardHistory.award')}</th>
                  <th scope="col">{t('awardHistory.month')}</th>
                  <th scope="col">{t('awardHistory.total')}</th>
                </tr>
              </thead>
              <tbody>
                {rows
                  ? rows.map(({ award, month, total }) => (
                      <tr key={award}>
                        <th scope="row">{t(awardLabelKey(award))}</th>
                        <td className={month > 0 ? 'month hit' : 'month zero'}>{formatCount(month, language)}</td>
                        <td className={total > 0 ? undefined : 'zero'}>{formatCount(total, language)}</td>
                      </tr>
                    ))
                  : AWARDS.map((award) => (
                      <tr key={award}>
                        <th scope="row">{t(awardLabelKey(award))}</th>
                        <td>
                          <ValueSkeleton width="2em" />
                        </td>
                        <td>
                          <ValueSkeleton width="3em" />
                        </td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </AwardTable>
          <Note>{t('awardHistory.note')}</Note>
        </>
      )}
    </SectionPanel>
  );
};
