import { z } from 'zod';
import { emailAddress, personName } from './auth';
import { requiredPhone } from './property-input';

export const CONTACT_MESSAGE_MAX = 2000;

/** The contact form (every field is mandatory), checked alike in the browser and the API. */
export const contactInputSchema = z.object({
  name: personName,
  email: emailAddress,
  phone: requiredPhone,
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(10, 'too_short')
    .max(CONTACT_MESSAGE_MAX, 'too_long'),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListSchema = z.object({
  success: z.literal(true),
  data: z.array(contactMessageSchema),
  total: z.number().int(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;
