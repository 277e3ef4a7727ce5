import { styled } from '@linaria/react';

export const Record = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-4);
  min-height: 26px;
  margin: 0 0 var(--space-3);
  color: var(--color-ink-soft);

  & strong {
    color: var(--color-ink);
    font-variant-numeric: tabular-nums;
  }
`;

export const List = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
    background: var(--color-paper);
    overflow: hidden;
  }
  & h3 {
    margin: 0;
    font-size: inherit;
  }
  & .head {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto 20px;
    align-items: center;
    gap: var(--space-3);
    width: 100%;
    min-height: 64px;
    padding: var(--space-2) var(--space-3);
    border: 0;
    background: none;
    color: var(--color-ink);
    font: inherit;
    font-weight: 400;
    text-align: left;
    cursor: pointer;
  }
  & .head:hover {
    background: var(--color-canvas);
  }
  & .head[aria-expanded='true'] {
    background: var(--color-canvas);
    border-bottom: 1px solid var(--color-line);
  }
  & .head[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
  & .mode {
    display: block;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  /* Phones: room for a mode's whole name on one line (the longest, "クリケットカウントアップ", broke
     before its last character at 360 px). */
  @media (max-width: 479px) {
    & .head {
      grid-template-columns: minmax(0, 1fr) auto 16px;
      gap: var(--space-2);
      padding: var(--space-2);
    }
    & .mode {
      font-size: 14px;
    }
  }
  & .when {
    display: block;
    font-size: 13px;
    color: var(--color-ink-soft);
  }
  & .figure {
    display: grid;
    justify-items: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & .figure b {
    font-size: 18px;
  }
  & .figure small {
    font-size: 12px;
    color: var(--color-ink-soft);
  }
  & .chevron {
    transition: transform 0.15s;
    color: var(--color-ink-soft);
  }
  /* A game's header is as tall as its figure column (value, PPD or MPR, result badge): 84 px. */
  & .placeholder {
    min-height: 84px;
  }
`;

export const ResultBadge = styled.span`
  display: inline-block;
  padding: 0 var(--space-2);
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  letter-spacing: 0.04em;

  &.win {
    background: var(--color-success-bg);
    color: var(--color-success-ink);
  }
  &.lose {
    background: var(--color-canvas);
    color: var(--color-ink-soft);
    box-shadow: inset 0 0 0 1px var(--color-line);
  }
`;

export const Details = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-4);
  padding: var(--space-4) var(--space-3);

  & .player {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    min-width: 0;
  }
  & .player img {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
  & .player strong {
    display: block;
    overflow-wrap: anywhere;
  }
  & .player span {
    font-size: 14px;
    color: var(--color-ink-soft);
    overflow-wrap: anywhere;
  }
  & dl.facts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
    gap: var(--space-2);
    margin: 0;
  }
  & dl.facts > div {
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-s);
    background: var(--color-canvas);
  }
  & dl.facts dt {
    font-size: 12px;
    color: var(--color-ink-soft);
  }
  & dl.facts dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  & h4 {
    margin: 0 0 var(--space-2);
    font-size: 15px;
  }
  & .awards li {
    padding: 2px var(--space-3);
    border-radius: 999px;
    background: #fff4d6;
    color: #6b4500;
    font-size: 14px;
    font-weight: 600;
  }
  & .none {
    margin: 0;
    color: var(--color-ink-soft);
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  & th,
  & td {
    padding: var(--space-1) var(--space-2);
    border-bottom: 1px solid var(--color-line);
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & th:first-child,
  & td:first-child {
    text-align: left;
    overflow-wrap: anywhere;
  }
  & thead th {
    color: var(--color-ink-soft);
    font-weight: 600;
  }
`;
