import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Abbr, AbbrText } from './abbr';

describe('Abbr', () => {
  it('shows the letters, gives the meaning on hover, and a screen reader the meaning instead of the letters', () => {
    const { container } = render(
      <dl>
        <dt>
          <Abbr title="Points per dart">PPD</Abbr>
        </dt>
        <dd>24.50</dd>
      </dl>,
    );
    const abbr = container.querySelector('abbr')!;
    expect(abbr.getAttribute('title')).toBe('Points per dart');
    expect(screen.getByText('PPD').getAttribute('aria-hidden')).toBe('true');
    // What is read out: the meaning, once.
    const spoken = [...abbr.querySelectorAll('span:not([aria-hidden])')].map((span) => span.textContent);
    expect(spoken).toEqual(['Points per dart']);
    expect(screen.getByRole('term').textContent).toBe('PPDPoints per dart');
  });
});

describe('AbbrText', () => {
  it('marks each abbreviation of a sentence wherever the language puts it, and leaves the rest as text', () => {
    const { container } = render(
      <p>
        <AbbrText text="每局结束后查看等级分、PPD 与 MPR" terms={{ PPD: '每镖平均得分', MPR: '每回合平均马克数' }} />
      </p>,
    );
    const abbreviations = [...container.querySelectorAll('abbr')].map((abbr) => [abbr.getAttribute('title'), abbr.firstChild!.textContent]);
    expect(abbreviations).toEqual([
      ['每镖平均得分', 'PPD'],
      ['每回合平均马克数', 'MPR'],
    ]);
    expect(container.querySelector('p')!.textContent).toBe('每局结束后查看等级分、PPD每镖平均得分 与 MPR每回合平均马克数');
  });

  it('leaves a word that only contains the letters alone', () => {
    const { container } = render(<AbbrText text="MPRs and PPD" terms={{ MPR: 'Marks per round' }} />);
    expect(container.querySelectorAll('abbr')).toHaveLength(0);
  });
});
