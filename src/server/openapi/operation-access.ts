// Who may call each operation, as the document's `security` says it. Routes check the viewer in
// their handlers (`requireUser`, `requireAdmin`, or reading `request.viewer`), which the document
// generator cannot see, so the routes that need or read a session are named here, in one place;
// every other route is public. permissions.test.ts holds this list to what the routes answer.

/**
 * `user`, `admin`: only with a session (the cookie or a bearer token); an admin's, for `admin`.
 * `optional`: anyone, and a session, when sent, changes the answer or what may be done (favourites
 * marked, one's own unpublished listing, a saved search for the account rather than an address).
 * `public`: anyone, the same for all.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** Keyed as Fastify names routes: `METHOD /url/:param`. */
const ACCESS: Record<string, Exclude<Access, 'public'>> = {
  'GET /api/v1/user/logout': 'user',
  'GET /api/v1/user/me': 'user',
  'PATCH /api/v1/user/me/update': 'user',
  'POST /api/v1/user/email/add': 'user',
  'POST /api/v1/user/email/change': 'user',
  'PATCH /api/v1/user/password/update': 'user',
  // A code to set a password is sent only to the signed-in account's own number.
  'POST /api/v1/user/otp/request': 'optional',
  'POST /api/v1/user/otp/verify': 'optional',

  'POST /api/v1/property/create': 'user',
  'GET /api/v1/property/logged-user-all': 'user',
  'GET /api/v1/property/approved-all': 'optional',
  'GET /api/v1/property/searched-properties': 'optional',
  'GET /api/v1/property/:id': 'optional',
  'GET /api/v1/property/:id/related': 'optional',
  'GET /api/v1/property/:id/stats': 'user',
  'PATCH /api/v1/property/:id': 'user',
  'DELETE /api/v1/property/:id': 'user',
  // The owner's session, or a reminder mail's link (`token`) without one.
  'PATCH /api/v1/property/:id/status': 'optional',
  'POST /api/v1/property/:id/renew': 'optional',
  'POST /api/v1/property/:id/report': 'optional',
  // A visitor or an account: the limits count an account as itself, a visitor by address.
  'POST /api/v1/property/:id/call-requests': 'optional',
  'GET /api/v1/call-requests': 'user',
  'PATCH /api/v1/call-requests/:id': 'user',

  'GET /api/v1/property/pending-all': 'admin',
  'GET /api/v1/property/admin/:id/evidence': 'admin',
  'POST /api/v1/property/:id/ownership-proof': 'user',
  'GET /api/v1/admin/ownership-proofs': 'admin',
  'GET /api/v1/property/admin/:id/ownership-proof': 'admin',
  'PATCH /api/v1/property/admin/:id/ownership': 'admin',
  'GET /api/v1/property/reported-all': 'admin',
  'PATCH /api/v1/property/:id/decision': 'admin',
  'PATCH /api/v1/property/admin/:id': 'admin',
  'PATCH /api/v1/property/admin/:id/revision': 'admin',
  'GET /api/v1/contact/messages': 'admin',
  'GET /api/v1/admin/accounts/:id': 'admin',
  'PATCH /api/v1/admin/accounts/:id': 'admin',
  'GET /api/v1/admin/system': 'admin',
  'GET /api/v1/property/:id/trail': 'admin',
  'POST /api/v1/admin/jobs/:name/run': 'admin',
  'POST /api/v1/contact': 'optional',

  'POST /api/v1/saved-searches': 'optional',
  'GET /api/v1/saved-searches': 'user',
  'PATCH /api/v1/saved-searches/:id': 'user',
  'DELETE /api/v1/saved-searches/:id': 'user',
};

export function accessOf(method: string, url: string): Access {
  return ACCESS[`${method.toUpperCase()} ${url}`] ?? 'public';
}

/** Either the session cookie or a bearer token: the names of openapi-document.ts's security schemes. */
const SIGNED_IN: SecurityRequirement[] = [{ session: [] }, { bearer: [] }];

type SecurityRequirement = Record<string, string[]>;

/** The operation's `security`: `[]` is none, `{}` among the others makes them optional. */
export function securityOf(access: Access): SecurityRequirement[] {
  if (access === 'public') return [];
  if (access === 'optional') return [{}, ...SIGNED_IN];
  return SIGNED_IN;
}
