// Each operation's `operationId`, the name a client generator gives its method: made from the
// route's method and URL, so it stays the same from one build to the next and needs no line in the
// route's file. `GET /api/v1/property/:id` is `getProperty`, `PATCH /api/v1/user/password/update`
// is `patchUserPasswordUpdate`: the method, then the URL's fixed words, parameters left out.

const API_PREFIX = /^\/api\/v\d+(?=\/)/;

/** Where the rule above would give two operations one name: the later route's own name. */
const OVERRIDES: Record<string, string> = {};

export function operationIdOf(method: string, url: string): string {
  const override = OVERRIDES[`${method.toUpperCase()} ${url}`];
  if (override) return override;
  const words = url
    .replace(API_PREFIX, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/**
 * Names each route once: a second route given a name already taken is a mistake to settle here (an
 * override), not a document a generator would silently get wrong. One per document build.
 */
export function uniqueOperationIds(): (method: string, url: string) => string {
  const routeOf = new Map<string, string>();
  return (method, url) => {
    const id = operationIdOf(method, url);
    const route = `${method.toUpperCase()} ${url}`;
    const taken = routeOf.get(id);
    if (taken && taken !== route) {
      throw new Error(
        `operationId ${id} of ${route} is ${taken}'s already: add an override in operation-id.ts`,
      );
    }
    routeOf.set(id, route);
    return id;
  };
}
