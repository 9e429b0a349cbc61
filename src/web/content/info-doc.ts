import type { Language } from '../../shared/enums';

/** A help or policy page: a title, an opening paragraph and sections of paragraphs or lists. */
export interface InfoDoc {
  title: string;
  intro: string;
  sections: Array<{ heading: string; paragraphs?: string[]; list?: string[] }>;
}

export type InfoPageContent = Record<Language, InfoDoc>;
