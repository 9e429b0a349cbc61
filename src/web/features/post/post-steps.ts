import type { ComponentType } from 'react';
import { PHOTO_KIND } from '../../../shared/listing-fields';
import { detailsAsked } from './detail-fields';
import type { DraftValues } from './draft-store';
import { BasicsStep, PlaceStep, PriceStep } from './form-steps';
import { FloorPlanStep } from './floor-plan-step';
import { PhotoStep } from './photo-step';
import type { StepSectionProps } from './step-props';
import { SummaryStep } from './summary-step';

/** One step of the post form. */
export interface PostStep {
  /** The step's heading, and its name in the progress bar: it may follow the deal and the category. */
  label: (values: DraftValues) => string;
  /** The API fields it asks for, so that their errors show on it (the server's too). */
  fields: string[];
  Section: ComponentType<StepSectionProps>;
}

/**
 * The post form's steps, in order: the form draws the current one's section, and moves between them
 * (property-form.tsx). A new step is a section component and an entry here. The last step is the
 * summary, which publishes.
 */
export const STEPS: PostStep[] = [
  {
    label: () => 'post.stepBasics',
    fields: ['property_type', 'category', 'property_title', 'description', ...detailsAsked('basics')],
    Section: BasicsStep,
  },
  {
    // The place step of land asks for its size.
    label: (values) => (values.category === 'land' ? 'postDraft.stepPlaceLand' : 'post.stepPlace'),
    fields: [
      'property_address.delegation',
      'property_address.address',
      'pin',
      'size.value',
      'size',
      ...detailsAsked('place', 'rent'),
    ],
    Section: PlaceStep,
  },
  {
    // The price step of a rental asks for the rent.
    label: (values) => (values.property_type === 'rent' ? 'postDraft.stepPriceRent' : 'post.stepPrice'),
    fields: ['price', 'price_type', 'rent_time_period', 'contact_number', 'contact_email'],
    Section: PriceStep,
  },
  { label: () => 'post.stepPhotos', fields: ['photos', 'photo_order', 'cover_photo'], Section: PhotoStep },
  {
    label: () => 'post.stepFloorPlans',
    fields: [PHOTO_KIND.floor_plan.field, PHOTO_KIND.floor_plan.orderField],
    Section: FloorPlanStep,
  },
  { label: () => 'post.stepPublish', fields: [], Section: SummaryStep },
];

export const LAST_STEP = STEPS.length - 1;

/** The step a refused photo is shown on. */
export const PHOTO_STEP = STEPS.findIndex((step) => step.fields.includes('photos'));

/** The floor-plan step (drafts stored before it existed have their step moved past it). */
export const FLOOR_PLAN_STEP = STEPS.findIndex((step) => step.fields.includes(PHOTO_KIND.floor_plan.field));

/** The step that asks for the first of these fields; -1 when none does. */
export function stepOfFields(fields: string[]): number {
  return STEPS.findIndex((step) => fields.some((field) => step.fields.includes(field)));
}
