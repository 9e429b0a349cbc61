import { PHOTO_KIND } from '../../../shared/listing-fields';
import { PhotoPicker, type PickerTexts } from './photo-picker';
import type { StepSectionProps } from './step-props';

const FLOOR_PLAN_TEXTS: PickerTexts = {
  heading: 'postDraft.floorPlans',
  hint: 'postDraft.floorPlansHint',
  add: 'postDraft.addFloorPlans',
  remove: 'postDraft.removeFloorPlan',
  alt: 'postDraft.floorPlanAlt',
  tooMany: 'validation.too_many_floor_plans',
};

/** Up to two floor plans (issue 30), optional: apart from the photos, with no cover among them. */
export function FloorPlanStep({ draft, errors, update, busy }: StepSectionProps) {
  const { max, field, orderField } = PHOTO_KIND.floor_plan;
  return (
    <PhotoPicker
      photos={draft.floorPlans}
      onChange={(floorPlans) => update({ floorPlans })}
      error={errors[field] ?? errors[orderField]}
      busy={busy}
      max={max}
      texts={FLOOR_PLAN_TEXTS}
      cover={false}
    />
  );
}
