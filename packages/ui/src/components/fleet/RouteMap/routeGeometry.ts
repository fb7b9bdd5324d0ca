import type { LatLng } from '@energy/domain/geo';

/** A map frame in degrees. */
export interface Frame {
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/** The drawing's size in SVG units. */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 400;
/** The least a frame spans (about 11 km), so one position or a short hop still shows its surroundings. */
const MIN_SPAN_DEG = 0.1;

/**
 * The frame around the positions: their bounds with a fifth of margin each side, at least MIN_SPAN_DEG across,
 * widened to the drawing's shape (longitude degrees shrink by cos(latitude), as the projection draws them).
 */
export function frameAround(points: readonly LatLng[]): Frame {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const kx = Math.cos((midLat * Math.PI) / 180);
  let spanLat = Math.max(MIN_SPAN_DEG, (Math.max(...lats) - Math.min(...lats)) * 1.4);
  let spanLng = Math.max(MIN_SPAN_DEG, (Math.max(...lngs) - Math.min(...lngs)) * 1.4);
  // Widen the narrower side so the frame has the drawing's aspect.
  if ((spanLng * kx) / spanLat < MAP_WIDTH / MAP_HEIGHT) spanLng = (spanLat * MAP_WIDTH) / MAP_HEIGHT / kx;
  else spanLat = (spanLng * kx * MAP_HEIGHT) / MAP_WIDTH;
  return {
    minLng: midLng - spanLng / 2,
    maxLng: midLng + spanLng / 2,
    minLat: midLat - spanLat / 2,
    maxLat: midLat + spanLat / 2,
  };
}

/** Equirectangular projection of the frame onto the drawing: [x, y] in SVG units, north up. */
export function projector(frame: Frame): (lng: number, lat: number) => [number, number] {
  const sx = MAP_WIDTH / (frame.maxLng - frame.minLng);
  const sy = MAP_HEIGHT / (frame.maxLat - frame.minLat);
  return (lng, lat) => [(lng - frame.minLng) * sx, (frame.maxLat - lat) * sy];
}

type Ring = readonly (readonly number[])[];

/** Whether a ring's bounds meet the frame (rings far away are left out of the drawing). */
function ringMeets(ring: Ring, frame: Frame): boolean {
  let [minLng, maxLng, minLat, maxLat] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [lng = 0, lat = 0] of ring) {
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return maxLng >= frame.minLng && minLng <= frame.maxLng && maxLat >= frame.minLat && minLat <= frame.maxLat;
}

const fixed = (n: number) => Math.round(n * 10) / 10;

/** An SVG path of the polygons' rings that meet the frame, or null when none does. */
export function polygonsPath(polygons: readonly (readonly Ring[])[], frame: Frame): string | null {
  const project = projector(frame);
  const parts: string[] = [];
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer || !ringMeets(outer, frame)) continue;
    for (const ring of polygon) {
      const points = ring.map(([lng = 0, lat = 0]) => project(lng, lat)).map(([x, y]) => `${fixed(x)},${fixed(y)}`);
      parts.push(`M${points.join('L')}Z`);
    }
  }
  return parts.length > 0 ? parts.join('') : null;
}
