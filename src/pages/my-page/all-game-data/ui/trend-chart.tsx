import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentGame } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { rovingIndex } from '@/shared/lib';
import { formatDecimal, formatGameDay, formatGameTime, gameModeLabelKey } from '@/entities/game';
import { linearScale, linePath, trendPoints, trendSummary, valueAxis, type TrendMetric } from '../lib/trend';

/*
 * The trend chart of the last 30 games: its own lazy chunk, loaded only by the screen that shows
 * it. Drawn as plain SVG. Every point is focusable (one tab stop; the arrow keys, Home and End move
 * between games) and named with its game and value, the caption sums the series up, and the page
 * offers the same numbers as a table.
 */

export const CHART_HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 30, left: 46 };

/** Right and up go to the next point of the line, left and down to the previous one. */
const CHART_KEYS = { next: ['ArrowRight', 'ArrowUp'], previous: ['ArrowLeft', 'ArrowDown'] };

const colours: Record<TrendMetric, string> = {
  rating: 'var(--color-brand)',
  ppd: 'var(--color-accent)',
  mpr: '#2f55c9',
};

const Figure = styled.figure`
  margin: 0;

  & .readout {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 var(--space-3);
    min-height: 48px;
    margin: 0 0 var(--space-2);
    font-size: 14px;
    color: var(--color-ink-soft);
  }
  & .readout strong {
    font-size: 20px;
    color: var(--color-ink);
    font-variant-numeric: tabular-nums;
  }
  & .plot {
    width: 100%;
    height: ${String(CHART_HEIGHT)}px;
    touch-action: pan-y;
  }
  & svg {
    display: block;
    overflow: visible;
  }
  & .grid line {
    stroke: var(--color-line);
  }
  & .grid text,
  & .days text {
    fill: var(--color-ink-soft);
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }
  & .point {
    fill: var(--color-paper);
    stroke-width: 2.5;
    cursor: pointer;
    outline: none;
    transition: r 0.12s;
  }
  & .point.active {
    r: 6px;
    fill: currentColor;
  }
  & .point:focus-visible {
    r: 7px;
    stroke: var(--color-focus);
    stroke-width: 3;
  }
  & figcaption {
    margin-top: var(--space-2);
    font-size: 14px;
    color: var(--color-ink-soft);
  }
  & figcaption dl {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1) var(--space-4);
    margin: var(--space-1) 0 0;
  }
  & figcaption dl div {
    display: flex;
    gap: var(--space-1);
  }
  & figcaption dd {
    margin: 0;
    font-weight: 700;
    color: var(--color-ink);
    font-variant-numeric: tabular-nums;
  }
`;

/** The width of the element, followed as it resizes (a default until measured). */
const useWidth = <E extends HTMLElement>() => {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(320);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [width, ref] as const;
};

export interface TrendChartProps {
  /** The last 30 games, newest first (as the API sends them). */
  games: readonly RecentGame[];
  metric: TrendMetric;
  /** The figure's name ("Rating", "PPD", "MPR"). */
  metricLabel: string;
}

export const TrendChart = ({ games, metric, metricLabel }: TrendChartProps) => {
  const { t } = useTranslation('stats');
  const language = useUnit($language);
  const [width, plotRef] = useWidth<HTMLDivElement>();
  const gradientId = `trend-${useId().replace(/[^\w-]/g, '')}`;
  const titleId = `${gradientId}-title`;
  const summaryId = `${gradientId}-summary`;
  const points = useMemo(() => trendPoints(games, metric), [games, metric]);
  const [active, setActive] = useState(points.length - 1);
  const pointRefs = useRef<Array<SVGCircleElement | null>>([]);

  const axis = valueAxis(
    points.map((point) => point.value),
    4,
  );
  const x = linearScale([0, Math.max(1, games.length - 1)], [PAD.left, width - PAD.right]);
  const y = linearScale([axis.min, axis.max], [CHART_HEIGHT - PAD.bottom, PAD.top]);
  const coords = points.map((point) => ({ x: x(point.index), y: y(point.value) }));
  const line = linePath(coords);
  const area =
    coords.length > 1
      ? `${line} L${coords[coords.length - 1]!.x.toFixed(1)} ${CHART_HEIGHT - PAD.bottom} L${coords[0]!.x.toFixed(1)} ${CHART_HEIGHT - PAD.bottom} Z`
      : '';
  const summary = trendSummary(points);
  const shown = points[Math.min(Math.max(active, 0), points.length - 1)];
  const value = (number: number) => formatDecimal(number, language) ?? '';
  const total = games.length;
  const pointLabel = (index: number) => {
    const point = points[index]!;
    return t('trend.point', {
      position: point.index + 1,
      total,
      date: formatGameTime(point.game.dateTime, language),
      mode: t(gameModeLabelKey(point.game.gameName)),
      figure: metricLabel,
      value: value(point.value),
    });
  };

  const focusPoint = (index: number) => {
    setActive(index);
    pointRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = rovingIndex(event.key, active, points.length, CHART_KEYS);
    if (next === null) return;
    event.preventDefault();
    focusPoint(next);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (coords.length === 0) return;
    const left = event.currentTarget.getBoundingClientRect().left;
    const pointerX = event.clientX - left;
    let nearest = 0;
    coords.forEach((coord, index) => {
      if (Math.abs(coord.x - pointerX) < Math.abs(coords[nearest]!.x - pointerX)) nearest = index;
    });
    setActive(nearest);
  };

  const dayMarks = points.length > 0 ? [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])] : [];

  return (
    <Figure style={{ color: colours[metric] }}>
      {/* What the pointer or the focus is on, for the eye; a focused point says the same itself. */}
      <p className="readout" aria-hidden="true">
        {shown && (
          <>
            <strong>
              {metricLabel} {value(shown.value)}
            </strong>
            <span>
              {formatGameTime(shown.game.dateTime, language)} · {t(gameModeLabelKey(shown.game.gameName))}
            </span>
          </>
        )}
      </p>
      <div className="plot" ref={plotRef}>
        <svg
          width={width}
          height={CHART_HEIGHT}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          role="group"
          aria-labelledby={titleId}
          aria-describedby={summary ? summaryId : undefined}
          onKeyDown={onKeyDown}
          onPointerMove={onPointerMove}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity="0.22" />
              <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
            </linearGradient>
          </defs>
          <g className="grid" aria-hidden="true">
            {axis.ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
                <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                  {value(tick)}
                </text>
              </g>
            ))}
          </g>
          <g className="days" aria-hidden="true">
            {dayMarks.map((index) => {
              const point = points[index]!;
              return (
                <text
                  key={index}
                  x={coords[index]!.x}
                  y={CHART_HEIGHT - 8}
                  textAnchor={index === 0 && points.length > 1 ? 'start' : index === points.length - 1 && points.length > 1 ? 'end' : 'middle'}
                >
                  {formatGameDay(point.game.dateTime, language)}
                </text>
              );
            })}
          </g>
          {area && <path d={area} fill={`url(#${gradientId})`} aria-hidden="true" />}
          <path d={line} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" aria-hidden="true" />
          {shown && coords[active] && (
            <line
              aria-hidden="true"
              x1={coords[active].x}
              x2={coords[active].x}
              y1={PAD.top}
              y2={CHART_HEIGHT - PAD.bottom}
              stroke="currentColor"
              strokeOpacity="0.35"
              strokeDasharray="3 3"
            />
          )}
          <g role="list" aria-label={t('trend.points', { figure: metricLabel })}>
            {coords.map((coord, index) => (
              <circle
                key={points[index]!.index}
                ref={(element) => {
                  pointRefs.current[index] = element;
                }}
                className={index === active ? 'point active' : 'point'}
                cx={coord.x}
                cy={coord.y}
                r={4}
                stroke="currentColor"
                role="listitem"
                aria-label={pointLabel(index)}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => setActive(index)}
              />
            ))}
          </g>
        </svg>
      </div>
      <figcaption>
        <span id={titleId}>{t('trend.caption', { figure: metricLabel, count: total })}</span>
        {summary && (
          <dl id={summaryId}>
            <div>
              <dt>{t('trend.latest')}</dt>
              <dd>{value(summary.latest)}</dd>
            </div>
            <div>
              <dt>{t('trend.best')}</dt>
              <dd>{value(summary.best)}</dd>
            </div>
            <div>
              <dt>{t('trend.lowest')}</dt>
              <dd>{value(summary.lowest)}</dd>
            </div>
            <div>
              <dt>{t('trend.average')}</dt>
              <dd>{value(summary.average)}</dd>
            </div>
          </dl>
        )}
      </figcaption>
    </Figure>
  );
};
