import { emptyValues, type DraftValues } from '../features/post/draft-store';

/**
 * A listing filled in up to the post form's last step, as the draft the form restores: a flat to rent
 * in Uposhohor. The form's tests and the outbox's publish the same one.
 */
export const READY_LISTING: DraftValues = {
  ...emptyValues('rent'),
  category: 'apartment',
  property_title: 'Flat in Uposhohor',
  description: 'Three bedrooms, south facing, with a lift.',
  property_condition: 'new',
  area: 'uposhohor',
  address: 'House 12, Road 3',
  bedrooms: '3',
  price: '15000',
  price_type: 'fixed',
  contact_number: '01712345678',
};
