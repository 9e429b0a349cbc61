import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ownershipDecisionSchema,
  PROOF_KEEP_DAYS,
  PROOF_MAX_BYTES,
  proofFieldsSchema,
  proofQueueSchema,
} from '../../shared/ownership';
import { propertySchema } from '../../shared/property';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { requireAdmin, requireUser } from '../auth/viewer';
import { accountOrAddress } from '../plugins/rate-limit';
import { getProperty } from '../properties/get-property';
import { parseInput } from '../validate';
import { decideOwnership } from './decide-ownership';
import { ownershipNotice } from './ownership-notice';
import { proofQueue, readProof } from './proof-files';
import { readProofFile } from './proof-file';
import { proofFormSchema, readProofForm } from './read-proof-form';
import { checkProofSender, storeProof } from './send-proof';

// An owner sends a proof for a listing or a few, a try or two each; each may be 5 MB kept in the database.
const SEND_LIMIT = { max: 10, timeWindow: '1 day', keyGenerator: accountOrAddress } as const;
const MB = PROOF_MAX_BYTES / 1024 / 1024;

/** Owner verification (issue 32): the owner's proof, read and decided by admins alone. */
export const ownershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/property/:id/ownership-proof',
    {
      config: { rateLimit: SEND_LIMIT },
      schema: {
        summary: 'Send a proof that a listing is yours, for an "owner verified" badge (its owner)',
        description:
          '`kind`: tax_receipt (holding tax), utility_bill or land_record; `file`: a photo or a PDF, up ' +
          `to ${MB} MB (400 \`file: required | too_large | unsupported\`). A photo is kept as a JPEG ` +
          'without its metadata. The file is never public: admins alone read it, and it is deleted ' +
          `${PROOF_KEEP_DAYS} days after their decision. A new proof replaces the last; a listing ` +
          'already verified is 409; anyone but the owner 403 (404 for a listing they cannot see).',
        tags: ['ownership'],
        params: propertyIdParamsSchema,
        requestBody: { form: proofFormSchema },
        response: {
          201: z.object({ success: z.literal(true), data: z.object({ sent_at: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      await checkProofSender(app.db, viewer, request.params.id);
      const { fields, file } = await readProofForm(request);
      const { kind } = parseInput(proofFieldsSchema, fields);
      const proof = await readProofFile(file);
      const sent = await storeProof(app.db, request.params.id, kind, proof);
      reply.code(201);
      return { success: true as const, data: { sent_at: sent.sentAt.toISOString() } };
    },
  );

  app.get(
    '/admin/ownership-proofs',
    {
      schema: {
        summary: 'Proofs of ownership waiting for a decision, oldest first (admin)',
        tags: ['ownership'],
        response: { 200: proofQueueSchema },
      },
    },
    async (request) => proofQueue(app.db, app.storage, requireAdmin(request.viewer)),
  );

  app.get(
    '/property/admin/:id/ownership-proof',
    {
      schema: {
        summary: "A listing's proof of ownership: the file itself (admin)",
        description:
          'A JPEG shown in the browser, or a PDF downloaded (never drawn on this site). Never cached. ' +
          `404 \`PROOF_NOT_FOUND\` when none was sent, or ${PROOF_KEEP_DAYS} days after the decision.`,
        tags: ['ownership'],
        params: propertyIdParamsSchema,
        response: { 200: z.unknown().meta({ description: 'the file (image/jpeg or application/pdf)' }) },
      },
    },
    async (request, reply) => {
      requireAdmin(request.viewer);
      const proof = await readProof(app.db, request.params.id);
      const pdf = proof.contentType === 'application/pdf';
      return reply
        .header('content-type', proof.contentType)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          pdf ? 'attachment; filename="ownership-proof.pdf"' : 'inline; filename="ownership-proof.jpg"',
        )
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(proof.file);
    },
  );

  app.patch(
    '/property/admin/:id/ownership',
    {
      schema: {
        summary: "Accept or decline a listing's proof of ownership, with a reason (admin)",
        description:
          '`{decision: approved}` gives the listing `owner_verified_at`; `{decision: declined, reason}` ' +
          'tells the owner why (400 `reason: required` without one). The owner is told either way, by ' +
          'e-mail or SMS in their language. No proof waiting: 404 `PROOF_NOT_FOUND`; decided already, or ' +
          '`sent_at` (of the proof the admin looked at) is not the waiting one’s: 409.',
        tags: ['ownership'],
        params: propertyIdParamsSchema,
        // Read after the admin check: a stranger's body, good or bad, learns nothing but 401/403.
        requestBody: { json: ownershipDecisionSchema },
        response: { 200: z.object({ success: z.literal(true), data: propertySchema }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request.viewer);
      const input = parseInput(ownershipDecisionSchema, request.body);
      const decided = await decideOwnership(app.db, admin, request.params.id, input);
      const link = `${app.config.publicUrl}/profile-post`;
      await app.ownerNotices.send(
        decided.ownerId,
        ownershipNotice(decided.title, decided.reason, link),
        request.log,
      );
      return {
        success: true as const,
        data: await getProperty(app.db, app.storage, request.params.id, admin),
      };
    },
  );
};
