import { useCallback, useEffect, useRef, useState } from 'react';
import { toAsciiDigits } from '../../../shared/format';
import { LISTING_DETAILS, type DetailName, type ListingDetail } from '../../../shared/listing-fields';
import { canStoreDrafts, readDraft, removeDraft, writeDraft, type RestoredDraft } from './draft-db';
import { currentDraft, discardDraft, saveDraft, subscribeDraft, VISITOR, type Draft } from './draft-store';
import { FLOOR_PLAN_STEP, STEPS } from './post-steps';

/** A pause in typing this long writes the draft. */
const PAUSE_MS = 400;

const storageKey = (user: string, owner: string) => `${user}:${owner}`;

/** A detail's default (shared/listing-fields.ts), which the form starts with chosen. */
const defaultOf = (name: string): string | undefined =>
  name in LISTING_DETAILS ? (LISTING_DETAILS[name as DetailName] as ListingDetail).default : undefined;

/** Whether the draft holds anything the user put in, beyond the form it started from. */
function hasContent(draft: Draft, initial: Draft): boolean {
  if (draft.owner === 'new') {
    // The deal, the rent period and the unit have defaults: choosing them alone is not worth keeping.
    // The pin goes with the area, which counts.
    const {
      property_type: _type,
      pin: _pin,
      rent_time_period: _period,
      size_unit: _unit,
      amenities,
      contact_number: contact,
      ...typed
    } = draft.values;
    // The contact number the form filled in from the account is not something the user put in, nor
    // a detail's default (who posts: the owner).
    return (
      draft.photos.length > 0 ||
      draft.floorPlans.length > 0 ||
      amenities.length > 0 ||
      contact.trim() !== initial.values.contact_number.trim() ||
      Object.entries(typed).some(([name, v]) => v.trim() && v !== defaultOf(name))
    );
  }
  const photoKeys = (d: Draft) =>
    `${d.photos.map((photo) => photo.key).join()}|${d.floorPlans.map((plan) => plan.key).join()}`;
  // The listing's numbers are written in the page's digits: a language switch is not an edit.
  const text = (d: Draft) => toAsciiDigits(JSON.stringify(d.values));
  return photoKeys(draft) !== photoKeys(initial) || text(draft) !== text(initial);
}

/**
 * The stored draft's step in today's steps: one stored before the floor-plan step was added counted
 * the steps after the photos one less.
 */
function stepOf(stored: RestoredDraft): number {
  return stored.beforeFloorPlans && stored.step >= FLOOR_PLAN_STEP ? stored.step + 1 : stored.step;
}

function revokePhotos(stored: RestoredDraft | null) {
  [...(stored?.photos ?? []), ...(stored?.floorPlans ?? [])].forEach(
    (photo) => photo.kind === 'new' && URL.revokeObjectURL(photo.url),
  );
}

/**
 * Keeps the form's draft in IndexedDB as the user types, and brings it back when the form opens
 * again after a reload, a closed tab or a crash: one draft for a new listing and one per listing
 * edited, for each account on this browser (`user`: the account id, VISITOR, or null while it is
 * not yet known). Returns when the draft shown was restored, a way to discard it, and `forget`,
 * for after it is published.
 */
export function useDraftSaving(initial: Draft, draft: Draft, user: string | null) {
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  // The draft last stored, and when; or that storing failed (no IndexedDB here): then the form
  // says nothing about saving.
  const [saved, setSaved] = useState<{ draft: Draft; at: number } | 'failed' | null>(null);
  // The storage key whose stored draft has been looked for: nothing is written before that.
  const [checked, setChecked] = useState<string | null>(null);
  const key = user === null ? null : storageKey(user, initial.owner);
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<(() => Promise<unknown>) | null>(null);
  const written = useRef<Draft | null>(null);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const save = pending.current;
    pending.current = null;
    if (save) void save();
  }, []);

  useEffect(() => {
    if (key === null || user === null) return;
    let live = true;
    const owner = initial.owner;
    void (async () => {
      // Without IndexedDB (some private windows) the form says nothing about saving.
      void canStoreDrafts().then((works) => works || setSaved('failed'));
      const memory = currentDraft();
      if (memory?.owner === owner) {
        if (memory.user === user) return setChecked(key);
        if (memory.user === VISITOR) {
          // Logged in at the last step: the visitor's draft is now this account's.
          saveDraft({ ...memory, user });
          void removeDraft(storageKey(VISITOR, owner));
          return setChecked(key);
        }
        discardDraft(); // another account's draft: never shown to this one
      }
      let from = key;
      let stored = await readDraft(key);
      if (!stored && user !== VISITOR && owner === 'new') {
        // Started as a visitor, reloaded on the way through logging in.
        from = storageKey(VISITOR, owner);
        stored = await readDraft(from);
      }
      if (!live) return revokePhotos(stored);
      // Typed into the form while the draft was being read: what they typed stands.
      if (stored && currentDraft()?.owner !== owner) {
        const restored: Draft = {
          owner,
          user,
          // The step they were on, as long as the form still has it.
          step: Number.isInteger(stored.step) ? Math.min(Math.max(stepOf(stored), 0), STEPS.length - 1) : 0,
          values: { ...initial.values, ...stored.values },
          photos: stored.photos,
          floorPlans: stored.floorPlans,
        };
        written.current = restored;
        saveDraft(restored);
        setRestoredAt(stored.savedAt);
        setSaved({ draft: restored, at: stored.savedAt });
        if (from !== key) {
          await writeDraft(key, restored, stored.savedAt);
          void removeDraft(from);
        }
      } else {
        revokePhotos(stored);
      }
      setChecked(key);
    })();
    return () => {
      live = false;
    };
  }, [key, user, initial]);

  // Every change of the draft is scheduled as it happens, in the input's own event (the store calls
  // its listeners at once), not after React has drawn it: a tab closed right away still writes it.
  useEffect(() => {
    if (key === null || checked !== key) return;
    const schedule = () => {
      const next = currentDraft();
      if (!next || next.owner !== initial.owner || next === written.current) return;
      written.current = next;
      pending.current = hasContent(next, initial)
        ? async () => {
            const at = Date.now();
            const ok = await writeDraft(key, next, at);
            setSaved(ok ? { draft: next, at } : 'failed');
          }
        : () => removeDraft(key);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, PAUSE_MS);
    };
    schedule(); // what was typed while the stored draft was being looked for
    return subscribeDraft(schedule);
  }, [initial, key, checked, flush]);

  // Leaving the page or the form, or the tab going to the background (where a phone may kill it):
  // what waits for a pause in typing is written now.
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  /** Drops the draft, in memory and stored: after publishing, or when the user discards it. */
  const forget = useCallback(async () => {
    window.clearTimeout(timer.current);
    pending.current = null;
    setRestoredAt(null);
    setSaved(null);
    discardDraft();
    if (key !== null) await removeDraft(key);
  }, [key]);

  // What to tell the user: their latest change is being stored, or was stored at a time.
  const status: { savedAt: number } | 'saving' | null =
    draft === initial || saved === 'failed' || !hasContent(draft, initial)
      ? null
      : saved?.draft === draft
        ? { savedAt: saved.at }
        : 'saving';
  // Until the stored draft has been looked for, the form may still change under the user's eyes.
  const looking = key === null || checked !== key;
  return { restoredAt, status, looking, forget, draftKey: key };
}
