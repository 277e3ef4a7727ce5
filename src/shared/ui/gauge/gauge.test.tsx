import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gauge } from './gauge';

const fill = (container: HTMLElement) => container.querySelector('path.fill');

describe('Gauge', () => {
  it('is one image named by its text alternative, with the number for the eye only', () => {
    const { container } = render(<Gauge value={12.5} max={30} valueText="12.50" caption="Rating / 30" label="Rating 12.50 out of 30" />);
    expect(screen.getByRole('img', { name: 'Rating 12.50 out of 30' })).toBeTruthy();
    expect(container.querySelector('figcaption')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('figcaption')!.textContent).toBe('12.50Rating / 30');
  });

  it('fills the arc in proportion to the value on its scale', () => {
    const arc = Math.PI * 50;
    const { container, rerender } = render(<Gauge value={15} max={30} valueText="15" caption="" label="half" />);
    expect(Number(fill(container)!.getAttribute('stroke-dasharray')!.split(' ')[0])).toBeCloseTo(arc / 2);
    rerender(<Gauge value={45} max={30} valueText="45" caption="" label="over" />);
    expect(Number(fill(container)!.getAttribute('stroke-dasharray')!.split(' ')[0])).toBeCloseTo(arc);
    rerender(<Gauge value={null} max={30} valueText="–" caption="" label="none" />);
    expect(fill(container)).toBeNull();
  });

  it('draws a value that arrives as a new text, not the dash moved (a layout shift to the browser)', () => {
    const { container, rerender } = render(<Gauge value={null} max={30} valueText="–" caption="" label="none" />);
    const dash = container.querySelector('strong')!;
    rerender(<Gauge value={20.61} max={30} valueText="20.61" caption="" label="some" />);
    expect(container.querySelector('strong')!.textContent).toBe('20.61');
    expect(dash.isConnected).toBe(false);
  });
});
