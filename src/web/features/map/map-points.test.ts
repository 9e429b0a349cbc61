import { describe, expect, it } from 'vitest';
import type { Property } from '../../../shared/property';
import { bboxParam, readBbox, searchThisArea } from './map-box';
import { clusterIndex, listingPoints, pointsBox } from './map-points';

// Around RUET (24.3636, 88.6284): three listings within 300 m of each other and one 5 km away.
const near = [
  { id: 'a', lat: 24.3636, lng: 88.6284 },
  { id: 'b', lat: 24.365, lng: 88.63 },
  { id: 'c', lat: 24.362, lng: 88.627 },
];
const far = { id: 'd', lat: 24.4, lng: 88.6 };
const CITY: [number, number, number, number] = [88.5, 24.3, 88.7, 24.45];

describe('the map of a search', () => {
  it('groups listings that are close at a city zoom, with their count', () => {
    const marks = clusterIndex([...near, far]).marks(CITY, 13);
    const cluster = marks.find((m) => m.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 3 });
    expect(marks.filter((m) => m.kind === 'listing').map((m) => m.kind === 'listing' && m.id)).toEqual(['d']);
  });

  it('parts a group at its expansion zoom, and shows every listing alone past the last zoom', () => {
    const index = clusterIndex([...near, far]);
    const cluster = index.marks(CITY, 13).find((m) => m.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = index.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(13);
    const after = index.marks(CITY, zoom);
    // More marks than before: the group of three has split.
    expect(after.length).toBeGreaterThan(2);
    const alone = index.marks(CITY, 17);
    expect(alone.map((m) => (m.kind === 'listing' ? m.id : 'cluster')).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('draws only what is inside the visible box', () => {
    const marks = clusterIndex([...near, far]).marks([88.59, 24.39, 88.61, 24.41], 17);
    expect(marks.map((m) => (m.kind === 'listing' ? m.id : 'cluster'))).toEqual(['d']);
  });

  it('places listings by their public point and leaves out one without', () => {
    const listing = (id: string, location: Property['location']) => ({ _id: id, location }) as Property;
    expect(
      listingPoints([listing('x', { lat: 24.37, lng: 88.6, radius_m: 300 }), listing('y', null)]),
    ).toEqual([{ id: 'x', lat: 24.37, lng: 88.6 }]);
  });

  it('boxes the points, or nothing', () => {
    expect(pointsBox([...near, far])).toEqual([88.6, 24.362, 88.63, 24.4]);
    expect(pointsBox([])).toBeNull();
  });

  it('writes the visible box to four decimals, outwards, and reads it back', () => {
    expect(bboxParam([88.61234, 24.35678, 88.64321, 24.38765])).toBe('88.6123,24.3567,88.6433,24.3877');
    expect(readBbox('88.6123,24.3567,88.6433,24.3877')).toEqual([88.6123, 24.3567, 88.6433, 24.3877]);
    expect(readBbox('88.7,24.3,88.6,24.4')).toBeNull();
    expect(readBbox('88.6,24.3,x,24.4')).toBeNull();
    expect(readBbox(null)).toBeNull();
  });

  it('searches the area instead of the landmark, the area or an earlier box, keeping the other filters', () => {
    const params = new URLSearchParams(
      'near=ruet&within_km=2&area=kazla&page=3&sort=distance&property_type=rent&view=map&bbox=1,2,3,4',
    );
    const next = searchThisArea(params, [88.6, 24.35, 88.65, 24.38]);
    expect(Object.fromEntries(next)).toEqual({
      property_type: 'rent',
      view: 'map',
      bbox: '88.6000,24.3500,88.6500,24.3800',
    });
  });
});
