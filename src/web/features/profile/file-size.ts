import type { Language } from '../../../shared/enums';
import { localDigits } from '../../../shared/format';

/** A file's size as a phone shows it: `7.6 MB`, `184 KB`, in Bengali digits in bn. */
export function fileSize(bytes: number, language: Language): string {
  const text =
    bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return localDigits(text, language);
}
