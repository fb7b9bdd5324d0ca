import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth's countries at 1:50m, shipped with the app (world-atlas): no map service, no tiles from the network.
import countriesTopoJson from 'world-atlas/countries-50m.json?raw';

export type Country = Feature<Polygon | MultiPolygon, { name?: string }>;

/**
 * The countries' outlines, parsed from the TopoJSON. This module and its two packages are the web build's
 * `world-outlines` chunk (apps/web/vite.config.ts), imported only dynamically (RouteMap's loadCountryOutlines), so
 * no other page fetches or parses the 740 KB of outlines.
 */
export function parseCountryOutlines(): Country[] {
  const topology = JSON.parse(countriesTopoJson) as Topology<{ countries: GeometryCollection<{ name?: string }> }>;
  return (feature(topology, topology.objects.countries) as FeatureCollection<Polygon | MultiPolygon, { name?: string }>)
    .features;
}
