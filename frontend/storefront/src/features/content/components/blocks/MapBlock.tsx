import type { Block, MapMarker } from '../../types';
import { messages } from '../../messages';
import styles from '../Content.module.css';
import { Picture } from '../Picture';

type Of<K extends Block['type']> = Extract<Block, { type: K }>;

const WIDTH = 320;
const HEIGHT = 180;
const PADDING = 24;

/** A route planner for a marker (opens the visitor's map service in a new tab). */
export function routeUrl(marker: Pick<MapMarker, 'lat' | 'lng'>): string {
  return `https://www.openstreetmap.org/directions?to=${marker.lat}%2C${marker.lng}`;
}

/** Positions of the markers in the picture, fitted to their bounding box (a single one in the middle). */
export function project(markers: readonly Pick<MapMarker, 'lat' | 'lng'>[]): { x: number; y: number }[] {
  const lats = markers.map((marker) => marker.lat);
  const lngs = markers.map((marker) => marker.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const spanLat = maxLat - minLat || 1;
  const spanLng = maxLng - minLng || 1;
  return markers.map((marker) => ({
    x: maxLng === minLng ? WIDTH / 2 : PADDING + ((marker.lng - minLng) / spanLng) * (WIDTH - 2 * PADDING),
    y: maxLat === minLat ? HEIGHT / 2 : PADDING + ((maxLat - marker.lat) / spanLat) * (HEIGHT - 2 * PADDING),
  }));
}

/**
 * The map block without a tile server: a schematic picture of the markers' positions (numbered) and the
 * list of the markers with description, images and a route planner link each.
 */
export function MapBlock({ block }: { block: Of<'map'> }) {
  const markers = block.markers ?? [];
  if (!markers.length) return null;
  const points = project(markers);
  return (
    <section className={styles.map} aria-label={messages.blocks.map}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.mapPicture}
        role="img"
        aria-label={messages.blocks.mapNote}
      >
        <rect width={WIDTH} height={HEIGHT} className={styles.mapGround} />
        {points.map((point, index) => (
          <g key={index} transform={`translate(${point.x} ${point.y})`}>
            <circle r="11" className={styles.mapPin} />
            <text textAnchor="middle" dy="0.35em" className={styles.mapPinText}>
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
      <ol className={styles.mapList}>
        {markers.map((marker, index) => (
          <li key={index}>
            <h3>{marker.title}</h3>
            {marker.description && <p>{marker.description}</p>}
            {(marker.images ?? []).map((image) => (
              <Picture key={image.id} image={image} size="small" />
            ))}
            <a href={routeUrl(marker)} target="_blank" rel="noopener noreferrer">
              {messages.blocks.route}
              <span className="visually-hidden">{messages.blocks.routeTarget(marker.title)}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
