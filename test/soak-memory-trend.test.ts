import { describe, expect, it } from 'vitest';
import { rssTrend, type RssSample } from './resilience/support/soak-figures';

const MiB = 2 ** 20;
/**
 * One instance's samples every 2 s over 10 minutes: RSS of `base(t)` plus the garbage of a collector's sawtooth, 5 MiB
 * a second between two collections `period(t)` apart.
 */
function samples(base: (at: number) => number, period: (at: number) => number): RssSample[] {
  const out: RssSample[] = [];
  for (let at = 0; at <= 600_000; at += 2_000) {
    const garbage = ((at % period(at)) / 1000) * 5 * MiB;
    out.push({ at, bytes: [base(at) + garbage], heap: [base(at) / 2 + garbage] });
  }
  return out;
}

describe('the soak judges memory on what stays after collections', () => {
  it('passes a flat floor although collections grow rarer and the median climbs', () => {
    // The floor stays at 200 MiB; the collector runs every 20 s at first, every 60 s at the end.
    const trend = rssTrend(
      samples(
        () => 200 * MiB,
        (at) => (at < 300_000 ? 20_000 : 60_000),
      ),
      ['app1'],
      60_000,
      600_000,
    );
    expect(trend.changes[0]).toBeLessThan(0.1);
    const figures = Object.entries(trend.figures);
    expect(figures[0]?.[1]).toEqual(['app1: 200 → 210 (5.0 %)']);
    // The medians of the same windows: 240 MiB with a collection every 20 s, 360 MiB with one every 60 s.
    expect(figures[1]?.[1]).toEqual(['app1: 240 → 360 (50.0 %)']);
  });

  it('fails a floor that climbs', () => {
    // A leak: 40 MiB more kept every 10 minutes.
    const trend = rssTrend(
      samples(
        (at) => 200 * MiB + (at / 600_000) * 40 * MiB,
        () => 20_000,
      ),
      ['app1'],
      60_000,
      600_000,
    );
    expect(trend.changes[0]).toBeGreaterThan(0.1);
  });
});
