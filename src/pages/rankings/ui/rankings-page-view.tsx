import { styled } from '@linaria/react';
import type { EventCallable, Store } from 'effector';
import { useUnit, type Gate } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Rankings } from '@/shared/api';
import { useAddressGate, type PageAddress } from '@/shared/lib';
import { Abbr, Container, DocumentTitle, PageTitle, Tabs } from '@/shared/ui';
import { kindOf, type RankingKind } from '@/entities/ranking';
import { RankingBoard } from '@/widgets/ranking-board';

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-5);
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: var(--space-4);

  & p {
    margin: 0;
    color: var(--color-ink-soft);
  }
  & a {
    font-weight: 600;
  }
`;

const Panel = styled.div`
  padding-top: var(--space-4);
`;

export interface RankingsPageViewProps<Type extends number> {
  model: {
    Gate: Gate<PageAddress>;
    tabChosen: EventCallable<Type>;
    retried: EventCallable<void>;
    $tab: Store<Type>;
    query: { $data: Store<Rankings | null>; $pending: Store<boolean>; $failed: Store<boolean> };
  };
  kinds: ReadonlyArray<RankingKind<Type>>;
  title: string;
  tabsLabel: string;
  otherRankings: { to: string; label: string };
}

/** Both rankings pages: title, a link to the other rankings, a tab per type (kept in the address), this and last month. */
export const RankingsPageView = <Type extends number>({ model, kinds, title, tabsLabel, otherRankings }: RankingsPageViewProps<Type>) => {
  const { t } = useTranslation('rankings');
  // The chosen tab is the address's `?type=`: the model reads it from here.
  useAddressGate(model.Gate);
  const [type, choose, data, pending, failed, retry] = useUnit([
    model.$tab,
    model.tabChosen,
    model.query.$data,
    model.query.$pending,
    model.query.$failed,
    model.retried,
  ]);
  const kind = kindOf(kinds, type);
  return (
    <Container>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      <Intro>
        <p>{t('intro')}</p>
        <Link to={otherRankings.to}>{otherRankings.label}</Link>
      </Intro>
      <Tabs label={tabsLabel} value={type} onChange={choose} tabs={kinds.map((entry) => ({ value: entry.type, label: t(entry.labelKey) }))}>
        <Panel>
          <RankingBoard
            data={data}
            pending={pending}
            failed={failed}
            onRetry={() => retry()}
            scoreLabel={kind.scoreMeaningKey ? <Abbr title={t(kind.scoreMeaningKey)}>{t(kind.scoreKey)}</Abbr> : t(kind.scoreKey)}
            scoreStyle={kind.style}
          />
        </Panel>
      </Tabs>
    </Container>
  );
};
