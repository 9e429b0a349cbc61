import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT_TYPES } from '../../shared/enums';
import { MAX_PHOTOS, createPropertyInputSchema } from '../../shared/property-input';
import { DEMO_DIR } from '../paths';

// demo/listings.json: each listing is what a client sends to POST /property/create, plus what only a seed
// can say: which owner posted it, how many days ago, whether it is approved yet, which files of
// demo/photos are its photos (the first is the cover), and for a place already let or sold, how many
// days ago (closed_days_ago: rented or sold as its deal says). Closed listings are no longer on the
// market (search never shows them) but are what the price guide counts most (decision 024).
const demoOwnerSchema = z
  .object({
    name: z.string().min(1),
    email: z.email(),
    phone: z.string().regex(/^\+8801[3-9]\d{8}$/),
    account_type: z.enum(ACCOUNT_TYPES),
  })
  .strict();

const demoListingSchema = z
  .object({
    owner: z.number().int().min(0),
    status: z.enum(['approved', 'pending']),
    days_ago: z.number().int().min(0),
    closed_days_ago: z.number().int().min(0).optional(),
    photos: z
      .array(z.string().regex(/^[a-z0-9-]+\.(jpg|png|webp)$/))
      .min(1)
      .max(MAX_PHOTOS),
    listing: createPropertyInputSchema,
  })
  .strict();

export const demoDataSchema = z
  .object({ owners: z.array(demoOwnerSchema).min(1), listings: z.array(demoListingSchema) })
  .strict()
  .superRefine((demo, ctx) => {
    demo.listings.forEach((entry, index) => {
      if (entry.owner >= demo.owners.length)
        ctx.addIssue({ code: 'custom', path: ['listings', index, 'owner'], message: 'no such owner' });
      const closed = entry.closed_days_ago;
      if (closed !== undefined && (entry.status !== 'approved' || closed >= entry.days_ago))
        ctx.addIssue({
          code: 'custom',
          path: ['listings', index, 'closed_days_ago'],
          message: 'only an approved listing closes, after it was posted',
        });
    });
  });

export type DemoData = z.output<typeof demoDataSchema>;

export const demoListingsFile = (dir = DEMO_DIR) => path.join(dir, 'listings.json');
export const demoPhotoFile = (name: string, dir = DEMO_DIR) => path.join(dir, 'photos', name);

/** Reads and checks demo/listings.json (the folder is data next to the code, never bundled). */
export async function readDemoData(dir = DEMO_DIR): Promise<DemoData> {
  return demoDataSchema.parse(JSON.parse(await fs.readFile(demoListingsFile(dir), 'utf8')));
}
