import { describe, expect, it } from 'vitest';
import { distanceUnitOf, formatDistance, haversineMeters, pathMeters } from './geo';

const LAGOS = { lat: 6.5244, lng: 3.3792 };
const SAGAMU = { lat: 6.839, lng: 3.646 };
const IBADAN = { lat: 7.3775, lng: 3.947 };

describe('geo', () => {
  it('measures great-circle legs on the mean Earth radius: Lagos to Ibadan 113.7 km straight, 114.2 km through Sagamu', () => {
    expect(haversineMeters(LAGOS, IBADAN)).toBeCloseTo(113_693.8, 0);
    expect(pathMeters([LAGOS, SAGAMU, IBADAN])).toBeCloseTo(114_210.4, 0);
    expect(pathMeters([LAGOS])).toBe(0);
    expect(haversineMeters(LAGOS, LAGOS)).toBe(0);
  });

  it('writes distances in miles where the locale drives in miles, in kilometers elsewhere', () => {
    expect(['en-US', 'en-GB', 'en'].map(distanceUnitOf)).toEqual(['mi', 'mi', 'mi']);
    expect(['en-NG', 'fr-FR', 'de', 'not a locale'].map(distanceUnitOf)).toEqual(['km', 'km', 'km', 'km']);
    expect(formatDistance(72_742_000, 'en-US')).toBe('45.2K miles');
    expect(formatDistance(72_742_000, 'en-NG')).toBe('72.7K km');
    expect(formatDistance(114_210, 'en-NG')).toBe('114.2 km');
  });
});
