/** A number as logs may show it: the operator prefix and the last two digits (+88017*******78). */
export const maskedPhone = (e164: string): string =>
  e164.length > 8 ? `${e164.slice(0, 6)}${'*'.repeat(e164.length - 8)}${e164.slice(-2)}` : '***';
