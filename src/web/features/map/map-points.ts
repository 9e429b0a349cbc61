import Supercluster from 'supercluster';
import type { Property } from '../../../shared/property';
import type { Box } from './map-box';

/** A listing on the map: its public point (`location`, displaced: decision 025) and its id. */
export interface ListingPoint {
  id: string;
  lat: number;
  lng: number;
}

/** What the map draws at a zoom: a group of nearby listings, or one listing. */
export type MapMark =
  | { kind: 'cluster'; clusterId: number; lat: number; lng: number; count: number }
  | { kind: 'listing'; id: string; lat: number; lng: number };

/** The listings that have a public point; a listing without one (none the app writes) is left off. */
export function listingPoints(listings: readonly Property[]): ListingPoint[] {
  return listings.flatMap((p) =>
    p.location ? [{ id: p._id, lat: p.location.lat, lng: p.location.lng }] : [],
  );
}

/** Past this zoom no listings are grouped: each shows on its own. */
export const CLUSTER_MAX_ZOOM = 16;

/**
 * The listings grouped for the map: those within about 60 px of each other at a zoom are one
 * circle with their count, and a tap on it zooms to where they part (`expansionZoom`).
 */
export function clusterIndex(points: readonly ListingPoint[]) {
  const index = new Supercluster<{ id: string }>({
    radius: 60,
    // Leaflet's tiles are 256 px: the radius is then in the map's own pixels.
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  index.load(
    points.map((p) => ({
      type: 'Feature' as const,
      properties: { id: p.id },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    })),
  );
  return {
    /** What to draw in the visible box at a (whole) zoom. */
    marks(box: Box, zoom: number): MapMark[] {
      return index.getClusters([...box], Math.round(zoom)).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
          id?: string;
        };
        return props.cluster
          ? { kind: 'cluster', clusterId: props.cluster_id!, lat, lng, count: props.point_count! }
          : { kind: 'listing', id: props.id!, lat, lng };
      });
    },
    /** The zoom at which a group parts into smaller groups or single listings. */
    expansionZoom(clusterId: number): number {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}

/** The smallest box around the points, or null when there are none. */
export function pointsBox(points: readonly ListingPoint[]): Box | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
