import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { User } from '../../../shared/auth';
import { answer, api } from '../../test-support/api';
import { renderInApp } from '../../test-support/render-app';
import { removeDraft } from './draft-db';
import { discardDraft, emptyValues, type DraftValues } from './draft-store';
import { PlaceStep, PriceStep } from './form-steps';
import { PostFlow } from './post-flow';
import { FLOOR_PLAN_STEP, LAST_STEP } from './post-steps';
import { PropertyForm } from './property-form';
import { READY_LISTING } from '../../test-support/ready-listing';
import { expectDescribed } from '../../test-support/described';

// The post form (property-form.tsx and its steps, post-steps.ts): moving between the steps, what
// each step refuses and in which words, the fields each kind of listing has.

const OWNER = { _id: 'owner-1', name: 'Karim' } as User;

beforeEach(async () => {
  // A new page: no draft in memory, none stored from another test.
  discardDraft();
  await Promise.all([removeDraft('visitor:new'), removeDraft(`${OWNER._id}:new`)]);
});

describe('moving through the steps', () => {
  test('an empty first step is refused field by field; filled in, the form moves on and back, keeping it (bn)', async () => {
    const { screen } = await renderInApp(<PostFlow type="sell" />, { url: '/post-sell' });
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .toHaveTextContent('প্রপার্টি বিক্রির বিজ্ঞাপন');
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('প্রপার্টির তথ্য');
    await expect.element(screen.getByText('ধাপ ১ / ৬')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'আগের ধাপ' })).not.toBeInTheDocument();

    await screen.getByRole('button', { name: 'পরের ধাপ' }).click();
    const title = screen.getByRole('textbox', { name: 'শিরোনাম' });
    await expect.element(title).toHaveAttribute('aria-invalid', 'true');
    await expectDescribed(title, 'এই ঘরটি পূরণ করুন।');
    await expectDescribed(screen.getByRole('group', { name: 'ধরন' }), 'এই ঘরটি পূরণ করুন।');
    await expectDescribed(screen.getByRole('group', { name: 'অবস্থা' }), 'এই ঘরটি পূরণ করুন।');
    // Errors of later steps are not shown yet.
    await expect.element(screen.getByText('ধাপ ১ / ৬')).toBeVisible();

    await screen.getByRole('radio', { name: 'অ্যাপার্টমেন্ট' }).click();
    // The heading follows the deal and the category.
    await expect
      .element(screen.getByRole('heading', { level: 1 }))
      .not.toHaveTextContent('প্রপার্টি বিক্রির বিজ্ঞাপন');
    await title.fill('উপশহরে ৩ বেডরুমের ফ্ল্যাট');
    await screen.getByRole('textbox', { name: 'বিবরণ' }).fill('দক্ষিণমুখী ফ্ল্যাট, লিফট ও জেনারেটর আছে।');
    await screen.getByRole('radio', { name: 'নতুন' }).click();
    await screen.getByRole('button', { name: 'পরের ধাপ' }).click();

    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ঠিকানা ও বিস্তারিত');
    await expect.element(screen.getByText('ধাপ ২ / ৬')).toBeVisible();
    await screen.getByRole('button', { name: 'আগের ধাপ' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'শিরোনাম' }))
      .toHaveValue('উপশহরে ৩ বেডরুমের ফ্ল্যাট');
    await expect.element(screen.getByRole('radio', { name: 'নতুন' })).toBeChecked();
  });

  test('the place and price steps refuse what is missing or wrong, in English', async () => {
    // The price guide's row for land in Paba: the price step says what similar plots ask.
    answer(
      http.get(api('/price-guide'), () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              area: { slug: 'paba', name: 'Paba', name_bn: 'পবা' },
              category: 'land',
              deal: 'sell',
              bedrooms: null,
              unit: 'katha',
              median: 1_100_000,
              p25: 900_000,
              p75: 1_300_000,
              count: 6,
              updated_at: '2026-11-27T20:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const { screen } = await renderInApp(<PostFlow type="sell" />, { url: '/post-sell', language: 'en' });
    await screen.getByRole('radio', { name: 'Land' }).click();
    await screen.getByRole('textbox', { name: 'Title' }).fill('Three katha by the river');
    await screen.getByRole('textbox', { name: 'Description' }).fill('A plot with a road to it, near Paba.');
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('Address and land size');

    await screen.getByRole('button', { name: 'Next' }).click();
    const area = screen.getByRole('combobox', { name: 'Area' });
    await expectDescribed(area, 'Please fill in this field.');
    await expectDescribed(screen.getByRole('textbox', { name: 'Address' }), 'Please fill in this field.');
    const size = screen.getByRole('textbox', { name: 'Land size' });
    await size.fill('three');
    await screen.getByRole('button', { name: 'Next' }).click();
    await expectDescribed(size, 'Enter a whole number.');

    await area.selectOptions('Paba (পবা)');
    await screen.getByRole('textbox', { name: 'Address' }).fill('Near the river ghat');
    await size.fill('3');
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Price and contact');
    await expect
      .element(screen.getByText('Similar land in Paba ask ৳9 lakh–৳13 lakh per katha.'))
      .toBeVisible();

    await screen.getByRole('textbox', { name: 'Price (BDT)' }).fill('-5');
    await screen.getByRole('textbox', { name: 'Contact mobile number' }).fill('0123');
    await screen.getByRole('button', { name: 'Next' }).click();
    await expectDescribed(screen.getByRole('textbox', { name: 'Price (BDT)' }), 'Enter a number above zero.');
    await expectDescribed(
      screen.getByRole('textbox', { name: 'Contact mobile number' }),
      'Enter a valid Bangladeshi mobile number (e.g. 01712-345678).',
    );
    await expectDescribed(screen.getByRole('group', { name: 'Price type' }), 'Please fill in this field.');
    await expect.element(screen.getByText('Step 3 of 6')).toBeVisible();
  });
});

describe('who posts (issue 32)', () => {
  test('the first step asks whether the owner or an agent posts, the owner chosen (en)', async () => {
    const { screen } = await renderInApp(<PostFlow type="sell" />, { url: '/post-sell', language: 'en' });
    const who = screen.getByRole('group', { name: 'Who is posting?' });
    await expect.element(who.getByRole('radio', { name: 'Owner or family' })).toBeChecked();
    await who.getByRole('radio', { name: 'Agent' }).click();
    await expect.element(who.getByRole('radio', { name: 'Agent' })).toBeChecked();
  });

  test("an agency's account posts as an agent, and the form says so (bn)", async () => {
    const agency = { ...OWNER, account_type: 'agency' } as User;
    const { screen } = await renderInApp(<PostFlow type="sell" />, { url: '/post-sell', user: agency });
    const who = screen.getByRole('group', { name: 'কে বিজ্ঞাপন দিচ্ছেন?' });
    await expect.element(who.getByRole('radio', { name: 'এজেন্ট' })).toBeChecked();
    await expect.element(screen.getByText(/আপনার অ্যাকাউন্টটি এজেন্সির/)).toBeVisible();
  });
});

describe('the fields each kind of listing has (shared/listing-fields.ts)', () => {
  const place = async (values: Partial<DraftValues>, language: 'bn' | 'en' = 'en') => {
    const all = { ...emptyValues(values.property_type ?? 'sell'), ...values };
    return renderInApp(<PlaceStep values={all} errors={{}} set={() => undefined} />, { language });
  };

  test('land: its size in katha, decimal or bigha, its road and its facts; no bedrooms, bathrooms or floor', async () => {
    const { screen } = await place({ category: 'land' });
    await expect.element(screen.getByRole('textbox', { name: 'Land size' })).toBeVisible();
    const unit = screen.getByRole('combobox', { name: 'Unit' });
    await expect.element(unit).toHaveTextContent(/katha.*decimal.*bigha/i);
    for (const name of ['Bedrooms', 'Bathrooms', 'Floor (ground = 0)'])
      await expect.element(screen.getByRole('textbox', { name })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Road in front (feet)' })).toBeVisible();
    // Its facts instead of a building's amenities: electricity, gas, water, mutation, khatian, a guard.
    const facts = screen.getByRole('group', { name: 'About the land' });
    await expect.element(facts.getByRole('checkbox')).toHaveLength(6);
    await expect.element(facts.getByRole('checkbox', { name: 'Mutation done' })).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: 'Lift' })).not.toBeInTheDocument();
  });

  test('an office has washrooms and a floor, and no bedrooms', async () => {
    const { screen } = await place({ category: 'office' });
    await expect.element(screen.getByRole('textbox', { name: 'Washrooms' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Floor (ground = 0)' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Bedrooms' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: 'Size (sq ft)' })).toBeVisible();
  });

  test('a house has a floor only to rent, and the rent terms ask who may rent it (bn)', async () => {
    const sold = await place({ category: 'house', property_type: 'sell' }, 'bn');
    await expect
      .element(sold.screen.getByRole('textbox', { name: 'কত তলায় (নিচতলা = ০)' }))
      .not.toBeInTheDocument();
    await expect.element(sold.screen.getByRole('group', { name: 'ভাড়ার শর্ত' })).not.toBeInTheDocument();
    await sold.screen.unmount();

    const rented = await place({ category: 'house', property_type: 'rent' }, 'bn');
    await expect.element(rented.screen.getByRole('textbox', { name: 'কত তলায় (নিচতলা = ০)' })).toBeVisible();
    const terms = rented.screen.getByRole('group', { name: 'ভাড়ার শর্ত' });
    await expect.element(terms.getByRole('group', { name: 'কারা ভাড়া নিতে পারবেন' })).toBeVisible();
    await expect.element(terms.getByLabelText('অগ্রিম (মাস)')).toBeVisible();
  });

  test('a rental asks for the rent and its period; a sale for the price', async () => {
    const rent = { ...emptyValues('rent'), price: '15000' };
    const { screen } = await renderInApp(<PriceStep values={rent} errors={{}} set={() => undefined} />, {
      language: 'en',
    });
    const price = screen.getByRole('textbox', { name: 'Rent (BDT)' });
    // The rent as visitors will read it, beneath what was typed.
    await expectDescribed(price, /^Shown in the listing as: 15\s000 BDT$/);
    await expect.element(screen.getByRole('group', { name: 'Rent period' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'per month' })).toBeChecked();
    await screen.unmount();
    const sale = await renderInApp(
      <PriceStep values={emptyValues('sell')} errors={{}} set={() => undefined} />,
      { language: 'en' },
    );
    await expect.element(sale.screen.getByRole('textbox', { name: 'Price (BDT)' })).toBeVisible();
    await expect.element(sale.screen.getByRole('group', { name: 'Rent period' })).not.toBeInTheDocument();
  });
});

describe('the last step', () => {
  const atSummary = (user?: User) =>
    renderInApp(
      <PostFlowAt values={READY_LISTING} step={LAST_STEP} />,
      user ? { url: '/rent-out', language: 'en', user } : { url: '/rent-out', language: 'en' },
    );

  test('a visitor sees the summary and is asked to log in or sign up, coming back here after', async () => {
    const { screen } = await atSummary();
    await expect.element(screen.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect.element(screen.getByText('Flat in Uposhohor')).toBeVisible();
    await expect.element(screen.getByText('per month', { exact: false })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('link', { name: 'Log in' }))
      .toHaveAttribute('href', '/sign-in?redirect=%2Frent-out');
    await expect
      .element(screen.getByRole('link', { name: 'Sign up' }))
      .toHaveAttribute('href', '/sign-up?redirect=%2Frent-out');
    // "Edit" goes back to that step.
    await screen.getByRole('button', { name: 'Edit: Address and details' }).click();
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Address and details');
  });

  test('published: the listing is sent as the API takes it, and the owner goes to their listings', async () => {
    let sent: Record<string, unknown> | null = null;
    answer(
      http.post(api('/property/create'), async ({ request }) => {
        sent = JSON.parse((await request.formData()).get('data') as string) as Record<string, unknown>;
        return HttpResponse.json({ success: true, message: 'created', data: {} }, { status: 201 });
      }),
    );
    const { screen, router } = await atSummary(OWNER);
    await screen.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/profile-post');
    expect(sent).toMatchObject({
      property_type: 'rent',
      category: 'apartment',
      property_title: 'Flat in Uposhohor',
      price: '15000',
      rent_time_period: 'monthly',
      property_address: { address: 'House 12, Road 3', delegation: 'uposhohor', city: 'rajshahi' },
      contact_number: '01712345678',
    });
  });

  test("the server's refusal of a field shows on the step that asks for it, with the form's message (bn)", async () => {
    answer(
      http.post(api('/property/create'), () =>
        HttpResponse.json(
          {
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'invalid',
            errors: { 'property_address.address': 'too_long' },
          },
          { status: 400 },
        ),
      ),
    );
    const { screen } = await renderInApp(<PostFlowAt values={READY_LISTING} step={LAST_STEP} />, {
      url: '/rent-out',
      user: OWNER,
    });
    await screen.getByRole('button', { name: 'প্রকাশ করুন' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('কিছু ঘরে ভুল আছে। লাল চিহ্নিত ঘরগুলো ঠিক করুন।');
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('ঠিকানা ও বিস্তারিত');
    await expectDescribed(screen.getByRole('textbox', { name: 'বাড়ি ও রাস্তার ঠিকানা' }), 'লেখাটি অনেক লম্বা।');
  });
});

describe('the floor-plan step', () => {
  /** A small PNG, drawn here: the picker scales images as a phone would. */
  async function plan(name: string): Promise<File> {
    const canvas = new OffscreenCanvas(80, 60);
    const context = canvas.getContext('2d');
    if (context) context.fillRect(10, 10, 40, 30);
    return new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' });
  }

  test('two plans are added, a third is refused and no longer offered; they are sent as floor_plans, not photos (en)', async () => {
    let files: { photos: number; floorPlans: number } | null = null;
    answer(
      http.post(api('/property/create'), async ({ request }) => {
        const form = await request.formData();
        files = { photos: form.getAll('photos').length, floorPlans: form.getAll('floor_plans').length };
        return HttpResponse.json({ success: true, message: 'created', data: {} }, { status: 201 });
      }),
    );
    const { screen, router } = await renderInApp(
      <PostFlowAt values={READY_LISTING} step={FLOOR_PLAN_STEP} />,
      {
        url: '/rent-out',
        language: 'en',
        user: OWNER,
      },
    );
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Floor plan');
    await expect.element(screen.getByText('Step 5 of 6')).toBeVisible();
    await screen
      .getByLabelText('Add a floor plan')
      .upload([await plan('ground.png'), await plan('first.png'), await plan('roof.png')]);
    await expect.element(screen.getByRole('img', { name: 'Floor plan 2' })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'Floor plan 3' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('You can add up to 2 floor plans.');
    await expect.element(screen.getByLabelText('Add a floor plan')).not.toBeInTheDocument();
    // No cover among plans.
    await expect.element(screen.getByText('Cover')).not.toBeInTheDocument();

    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect.element(screen.getByText('2 floor plans')).toBeVisible();
    await expect.element(screen.getByText('No photos')).toBeVisible();
    await screen.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/profile-post');
    expect(files).toEqual({ photos: 0, floorPlans: 2 });
  });
});

/** The post form opened on a draft at a step, as after a restore (PostFlow's own start is empty). */
function PostFlowAt({ values, step }: { values: DraftValues; step: number }) {
  const [initial] = useState(() => ({
    owner: 'new',
    user: 'visitor',
    step,
    values,
    photos: [],
    floorPlans: [],
  }));
  return <PropertyForm initial={initial} />;
}
