import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, movedBy, type Point } from '../../../shared/geo';
import bn from '../../i18n/post/bn.json' with { type: 'json' };
import en from '../../i18n/post/en.json' with { type: 'json' };
import { withArea } from './draft-input';
import { emptyValues } from './draft-store';
import { directionOf, keyStep, KEY_STEP_M, pinWords, SHIFT_STEP_M } from './pin-words';

const kazla = { lat: 24.3636, lng: 88.6346, name: 'Kazla' };
const ruet = { lat: 24.3636, lng: 88.6283, name: 'RUET' };
const bearing = (degrees: number) => (degrees * Math.PI) / 180;

let t: Record<'bn' | 'en', TFunction>;
beforeAll(async () => {
  const make = async (language: 'bn' | 'en') => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      ns: ['post'],
      defaultNS: 'post',
      resources: { bn: { post: bn }, en: { post: en } },
    });
    return instance.t;
  };
  t = { bn: await make('bn'), en: await make('en') };
});

describe('where the pin is, in words', () => {
  it('says the distance and direction from the centre and the nearest landmark, in English', () => {
    const pin = movedBy(kazla, 350, bearing(45));
    expect(pinWords(pin, kazla, [ruet], 'en', t.en)).toBe(
      `Pin: about 350 m north-east of Kazla's centre · ${distanceKm(ruet, pin).toFixed(1)} km from RUET`,
    );
  });

  it('says it in Bengali, in Bengali digits', () => {
    const pin = movedBy(kazla, 350, bearing(45));
    const words = pinWords(pin, { ...kazla, name: 'কাজলা' }, [{ ...ruet, name: 'রুয়েট' }], 'bn', t.bn);
    expect(words).toMatch(/^পিন: কাজলা কেন্দ্র থেকে উত্তর-পূর্বে প্রায় ৩৫০ মিটার · রুয়েট থেকে [০-৯]\.[০-৯] কিমি$/);
  });

  it('says "at the centre" for a pin not moved, and kilometres beyond a kilometre', () => {
    expect(pinWords(kazla, kazla, [], 'en', t.en)).toBe("Pin: at Kazla's centre");
    expect(pinWords(movedBy(kazla, 1240, bearing(180)), kazla, [], 'en', t.en)).toBe(
      "Pin: about 1.2 km south of Kazla's centre",
    );
    expect(pinWords(movedBy(kazla, 1240, bearing(270)), { ...kazla, name: 'কাজলা' }, [], 'bn', t.bn)).toBe(
      'পিন: কাজলা কেন্দ্র থেকে পশ্চিমে প্রায় ১.২ কিমি',
    );
  });

  it('names the nearest landmark of several', () => {
    const far = { lat: 24.39, lng: 88.6, name: 'Far away' };
    expect(pinWords(kazla, kazla, [far, ruet], 'en', t.en)).toContain('from RUET');
  });
});

describe('the compass points', () => {
  it('gives each of eight bearings its point', () => {
    const points = [0, 45, 90, 135, 180, 225, 270, 315].map((d) =>
      directionOf(kazla, movedBy(kazla, 500, bearing(d))),
    );
    expect(points).toEqual(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']);
    // 20° east of north is still north; 25° is north-east.
    expect(directionOf(kazla, movedBy(kazla, 500, bearing(20)))).toBe('n');
    expect(directionOf(kazla, movedBy(kazla, 500, bearing(25)))).toBe('ne');
  });
});

describe('the arrow keys', () => {
  const metres = (a: Point, b: Point) => distanceKm(a, b) * 1000;

  it('move the pin 50 m, or 250 m with Shift, the way the arrow points', () => {
    const up = keyStep(kazla, 'ArrowUp', false);
    const right = keyStep(kazla, 'ArrowRight', true);
    const down = keyStep(kazla, 'ArrowDown', false);
    const left = keyStep(kazla, 'ArrowLeft', false);
    if (!up || !right || !down || !left) throw new Error('an arrow did not move the pin');
    expect(metres(kazla, up)).toBeCloseTo(KEY_STEP_M, 0);
    expect(up.lat).toBeGreaterThan(kazla.lat);
    expect(up.lng).toBeCloseTo(kazla.lng, 9);
    expect(metres(kazla, right)).toBeCloseTo(SHIFT_STEP_M, 0);
    expect(right.lng).toBeGreaterThan(kazla.lng);
    expect(down.lat).toBeLessThan(kazla.lat);
    expect(left.lng).toBeLessThan(kazla.lng);
    expect(directionOf(kazla, right)).toBe('e');
  });

  it('leave other keys alone', () => {
    expect(keyStep(kazla, 'Enter', false)).toBeNull();
    expect(keyStep(kazla, 'a', true)).toBeNull();
  });
});

describe('the pin when the area changes', () => {
  const areas = [
    {
      slug: 'kazla',
      name: 'Kazla',
      name_bn: 'কাজলা',
      city: 'rajshahi',
      kind: 'neighbourhood',
      lat: 24.3636,
      lng: 88.6346,
    },
    {
      slug: 'uposhohor',
      name: 'Uposhohor',
      name_bn: 'উপশহর',
      city: 'rajshahi',
      kind: 'neighbourhood',
      lat: 24.379,
      lng: 88.614,
    },
  ];
  const values = { ...emptyValues('rent'), area: 'kazla', pin: { lat: 24.3636, lng: 88.6346 } };

  it('follows the area while the owner has not moved it', () => {
    expect(withArea(values, 'uposhohor', areas).pin).toEqual({ lat: 24.379, lng: 88.614 });
    expect(withArea(emptyValues('rent'), 'kazla', areas).pin).toEqual({ lat: 24.3636, lng: 88.6346 });
  });

  it('stays where the owner put it', () => {
    const moved = { ...values, pin: { lat: 24.365, lng: 88.636 } };
    expect(withArea(moved, 'uposhohor', areas).pin).toEqual({ lat: 24.365, lng: 88.636 });
  });
});
