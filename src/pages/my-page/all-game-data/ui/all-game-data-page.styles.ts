import { styled } from '@linaria/react';
import { TableBox } from '@/shared/ui/table-box';

export const Profile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3) var(--space-4);
  padding: var(--space-4);
  border-radius: var(--radius-l);
  background: linear-gradient(135deg, var(--color-night) 0%, var(--color-night-soft) 100%);
  color: var(--color-on-night);
  --gauge-width: 120px;
  --gauge-track: rgb(255 255 255 / 16%);
  --gauge-fill: #ff5c74;
  --gauge-caption: rgb(232 237 245 / 85%);
`;

export const Block = styled.section`
  margin-top: var(--space-5);

  & > h3,
  & > header h3 {
    margin: 0 0 var(--space-3);
    font-size: 18px;
  }
  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--space-2) var(--space-3);
    margin-bottom: var(--space-3);
  }
  & > header h3 {
    margin: 0;
  }
`;

export const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: var(--space-2);
  margin: 0;

  & > div {
    display: grid;
    gap: 2px;
    padding: var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
  }
  & dt {
    font-size: 13px;
    color: var(--color-ink-soft);
  }
  & dd {
    margin: 0;
    font-size: 22px;
    font-weight: 700;
    line-height: 1.35;
    font-variant-numeric: tabular-nums;
  }
`;

/** Game figures stay on one line: the box scrolls instead. */
export const FiguresTable = styled(TableBox)`
  & th,
  & td {
    white-space: nowrap;
  }
`;

export const Trend = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-3);

  & .reserved {
    min-height: 340px;
  }
  & details summary {
    cursor: pointer;
    padding: var(--space-2) 0;
    font-weight: 600;
    color: var(--color-brand-strong);
  }
`;
