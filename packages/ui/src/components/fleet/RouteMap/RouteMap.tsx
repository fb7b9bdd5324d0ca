import type { TJobRoute } from '@energy/domain/schemas/fleet';
import { useMantineTheme } from '@mantine/core';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import type { Country } from './countryOutlines';
import { frameAround, MAP_HEIGHT, MAP_WIDTH, polygonsPath, projector } from './routeGeometry';

let loading: Promise<Country[]> | null = null;
/** The outlines, fetched and parsed once per page the first time a map opens (the map suspends meanwhile). */
function loadCountryOutlines(): Promise<Country[]> {
  loading ??= import('./countryOutlines').then(({ parseCountryOutlines }) => parseCountryOutlines());
  return loading;
}

function polygonsOf(country: Country): number[][][][] {
  return country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
}

/**
 * A job's route drawn in SVG over the countries' outlines: every reported position in order, joined by the
 * legs driven, the first marked Start and the last one where the job is now. Loaded lazily (JobRouteModal).
 */
export default function RouteMap({ route }: { route: TJobRoute }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const theme = useMantineTheme();
  const frame = frameAround(route.positions);
  const project = projector(frame);
  const outlines = use(loadCountryOutlines())
    .map((country) => ({ name: country.properties?.name ?? '', path: polygonsPath(polygonsOf(country), frame) }))
    .filter((outline): outline is { name: string; path: string } => outline.path !== null);
  const points = route.positions.map((p) => project(p.lng, p.lat));
  const last = points.length - 1;
  const title = t('fleet.routeMap.title', {
    job: route.jobNumber,
    count: route.positions.length,
    origin: route.origin,
    destination: route.destination,
  });
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width="100%"
      role="img"
      aria-label={title}
      style={{ display: 'block', borderRadius: 8, overflow: 'hidden' }}
    >
      <title>{title}</title>
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill={theme.colors.blue[0]} />
      <g data-layer="countries" fill={theme.colors.gray[1]} stroke={theme.colors.gray[5]} strokeWidth={0.8}>
        {outlines.map((outline, i) => (
          <path key={`${outline.name}-${i}`} d={outline.path} data-country={outline.name} />
        ))}
      </g>
      <polyline
        data-layer="route"
        points={points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
        fill="none"
        stroke={theme.colors.blue[7]}
        strokeWidth={3}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {route.positions.map((position, i) => {
        const [x, y] = points[i] ?? [0, 0];
        const label =
          i === 0
            ? t('fleet.routeMap.start')
            : i === last
              ? t('fleet.routeMap.latest')
              : t('fleet.routeMap.position', { number: i + 1 });
        return (
          <g key={`${position.recordedAt}-${i}`} data-position={i + 1}>
            <circle
              cx={x}
              cy={y}
              r={i === last ? 8 : 5}
              fill={i === last ? theme.colors.red[6] : theme.colors.blue[7]}
              stroke="white"
              strokeWidth={2}
            >
              <title>{`${label}: ${position.text ?? `${position.lat}, ${position.lng}`} (${display.dateTime(position.recordedAt)})`}</title>
            </circle>
            {(i === 0 || i === last) && (
              <text
                x={x + 10}
                y={y - 10}
                fontSize={13}
                fontWeight={600}
                fill={theme.colors.dark[7]}
                stroke="white"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {i === last ? (position.text ?? t('fleet.routeMap.now')) : t('fleet.routeMap.start')}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
