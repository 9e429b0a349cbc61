let next = 1;

/** A fresh client address, so that one test's requests do not spend another test's rate limit. */
export function newClientAddress(): string {
  next++;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
}
