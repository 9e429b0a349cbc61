import { describe, expect, it } from 'vitest';
import type { Property } from './property';
import { savedEditMessage, withPendingRevision } from './revision';

const listing = (overrides: Partial<Property>) =>
  ({
    property_title: 'Old title',
    price: 15000,
    property_status: 'approved',
    pending_revision: null,
    ...overrides,
  }) as Property;

describe('a listing with pending changes', () => {
  it('opens in the edit form with the pending values, so the owner continues from the last edit', () => {
    const revised = listing({ pending_revision: { property_title: 'New title' } });
    expect(withPendingRevision(revised)).toMatchObject({ property_title: 'New title', price: 15000 });
  });

  it('opens as it is when it is no longer public (its edit replaces the revision)', () => {
    const takenDown = listing({
      property_status: 'declined',
      pending_revision: { property_title: 'New title' },
    });
    expect(withPendingRevision(takenDown).property_title).toBe('Old title');
  });

  it('tells the owner after a save whether the changes wait, went live, or the listing is under review', () => {
    expect(savedEditMessage(listing({ pending_revision: { price: 1 } }))).toBe('revision.savedForReview');
    expect(savedEditMessage(listing({}))).toBe('revision.savedLive');
    expect(savedEditMessage(listing({ property_status: 'pending' }))).toBe('post.updated');
  });
});
