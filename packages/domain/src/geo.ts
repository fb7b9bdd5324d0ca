import { numberFormat } from './intl';

/**
 * Distances on the Earth for job tracking: great-circle (haversine) legs on a sphere of the mean Earth radius
 * (IUGG, 6,371,008.8 m). The SQL of the dashboard's distance (shipment.summary) uses the same formula and radius.
 */
export const EARTH_MEAN_RADIUS_M = 6_371_008.8;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in meters. */
export function haversineMeters(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance driven along successive positions: the sum of their legs, in meters. */
export function pathMeters(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += haversineMeters(points[i - 1] as LatLng, points[i] as LatLng);
  return total;
}

export type DistanceUnit = 'km' | 'mi';
const METERS_PER_MILE = 1609.344;
/** Regions whose road distances are in miles (the spec's "45.2K miles"): the United States, the United Kingdom, Liberia, Myanmar. */
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

/** Miles where the locale's region drives in miles (en-US, en-GB), kilometers elsewhere (en-NG, fr-FR). */
export function distanceUnitOf(locale: string): DistanceUnit {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region && MILE_REGIONS.has(region) ? 'mi' : 'km';
  } catch {
    return 'km';
  }
}

/** Meters in the unit, e.g. 45_200 * 1609.344 m -> 45200 (miles). */
export function metersIn(meters: number, unit: DistanceUnit): number {
  return unit === 'mi' ? meters / METERS_PER_MILE : meters / 1000;
}

/** A distance as the Logistics Dashboard shows it: compact, in the locale's unit ("45.2K miles", "112.4 km"). */
export function formatDistance(meters: number, locale: string): string {
  const unit = distanceUnitOf(locale);
  const figure = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(metersIn(meters, unit));
  return `${figure} ${unit === 'mi' ? 'miles' : 'km'}`;
}
