/**
 * The code of a validation issue: our schemas give each check a snake_case code as its message
 * (`password_too_short`); Zod's own checks keep their issue code (`too_small`, `invalid_type`…).
 */
export function issueCode(code: string, message: string | undefined): string {
  return message && /^[a-z_]+$/.test(message) ? message : code;
}
