import { z } from 'zod';
import { propertySchema } from '../../shared/property';

/** What a write to one listing answers: a message, and the listing as it now is. */
export const listingAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: propertySchema,
});
