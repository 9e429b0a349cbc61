import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInputSchema, contactMessageListSchema, type ContactMessage } from '../../shared/contact';
import { requireAdmin } from '../auth/viewer';
import { contactMessages } from '../db/schema';
import { provenEmailOf } from '../db/proven-email';
import { pageLanguage } from '../plugins/page-language';
import { STRICT_LIMIT } from '../plugins/rate-limit';
import { parseInput } from '../validate';
import { contactMail, contactReceiptMail } from './contact-mail';

// The dashboard shows the newest messages; older ones stay in the database and the inbox.
const MESSAGES_SHOWN = 50;

type Row = typeof contactMessages.$inferSelect;
const toJson = (row: Row): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** The contact form: kept in the database first, so a mail outage loses nothing, then mailed. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: STRICT_LIMIT },
      schema: {
        summary: 'Send a message to the site’s team',
        tags: ['contact'],
        requestBody: { json: contactInputSchema },
        response: { 201: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const input = parseInput(contactInputSchema, request.body);
      const [row] = await app.db
        .insert(contactMessages)
        .values({ ...input, userId: request.viewer?.id ?? null })
        .returning();
      if (row) {
        // The reader's language: the account's, or for a visitor the page's they wrote from.
        const language = request.viewer?.user.language ?? pageLanguage(request);
        await app.mailer
          .send(contactMail(app.config.contactInbox, toJson(row), language))
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'contact message stored but not mailed');
          });
        // A receipt only to an account's own address: a visitor may type anyone's, and the site must
        // not mail strangers on request. The inbox's answer to a visitor goes in the page's language.
        // An account made with a phone alone has no address to mail.
        const receiptTo = request.viewer && provenEmailOf(request.viewer.user);
        if (receiptTo)
          await app.mailer.send(contactReceiptMail(receiptTo, language)).catch((error: unknown) => {
            request.log.warn({ err: error }, 'contact receipt not mailed');
          });
      }
      reply.code(201);
      return { success: true as const, message: 'Contact message sent successfully' };
    },
  );

  app.get(
    '/contact/messages',
    {
      schema: {
        summary: 'The newest messages sent through the contact form (admin)',
        tags: ['contact'],
        response: { 200: contactMessageListSchema },
      },
    },
    async (request) => {
      requireAdmin(request.viewer);
      const [rows, [total]] = await Promise.all([
        app.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(MESSAGES_SHOWN),
        app.db.select({ n: count() }).from(contactMessages),
      ]);
      return { success: true as const, data: rows.map(toJson), total: total?.n ?? 0 };
    },
  );
};
