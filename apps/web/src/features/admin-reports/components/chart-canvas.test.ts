import { describe, expect, it } from 'vitest';
import { categoryAxisWidth } from './chart-canvas.tsx';

describe('categoryAxisWidth', () => {
  it('gives the longest city name its whole width at the 12 px tick, within a phone’s room', () => {
    // At 12 px a letter takes up to about 7 px: 'Ciudad de Panamá' needs more than the 116 px it had.
    const width = categoryAxisWidth(['Ciudad de Panamá', 'Colón', 'David', 'Otras']);
    expect(width).toBeGreaterThanOrEqual('Ciudad de Panamá'.length * 7 + 8);
    expect(width).toBeGreaterThan(116);
    // Short names leave the bars their room; a very long name is cut (…) at the cap.
    expect(categoryAxisWidth(['David', 'Colón'])).toBeLessThan(100);
    expect(categoryAxisWidth(['Corregimiento de San Francisco de la Montaña'])).toBe(168);
  });
});
