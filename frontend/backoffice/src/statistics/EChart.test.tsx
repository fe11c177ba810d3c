import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { EChart } from './EChart';

// jsdom lays nothing out: the chart's box gets the size a browser would give it
const sizes = ['clientWidth', 'clientHeight'] as const;
beforeEach(() => {
  for (const size of sizes)
    Object.defineProperty(HTMLElement.prototype, size, {
      configurable: true,
      get: () => (size === 'clientWidth' ? 600 : 280),
    });
});
afterEach(() => {
  for (const size of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size];
});

describe('EChart', () => {
  it('shows its labelled box at once and draws the chart once ECharts has arrived', async () => {
    render(
      <EChart
        label="Bestellungen je Tag"
        option={{
          xAxis: { type: 'category', data: ['Mo', 'Di'] },
          yAxis: { type: 'value' },
          series: [{ type: 'bar', data: [3, 5] }],
        }}
      />,
    );

    const box = screen.getByRole('img', { name: 'Bestellungen je Tag' });
    expect(box.querySelector('svg')).toBeNull();
    await waitFor(() => expect(box.querySelector('svg')).not.toBeNull());
    expect(box.querySelectorAll('path').length).toBeGreaterThan(1);
  });
});
