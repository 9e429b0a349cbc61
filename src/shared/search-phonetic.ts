// Bengali script in Latin letters, as people type Bengali in Banglish (Avro's phonetic layout read
// backwards): "ভাড়া" → "bhara", "উপশহর" → "uposhohor", "দোকান" → "dokan". It is how one vocabulary
// entry catches both scripts (search-understanding.ts compares the folded spellings), not a
// transliteration to show anyone: a letter's sound in a word is approximated, and the edit distance
// the comparison allows absorbs the rest.

const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const VOWEL_SIGNS: Record<string, string> = {
  '\u09be': 'a',
  '\u09bf': 'i',
  '\u09c0': 'i',
  '\u09c1': 'u',
  '\u09c2': 'u',
  '\u09c3': 'ri',
  '\u09c7': 'e',
  '\u09c8': 'oi',
  '\u09cb': 'o',
  '\u09cc': 'ou',
};
const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'ch',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  ড়: 'r',
  ঢ়: 'rh',
  য়: 'y',
};
// Signs that end a syllable: ৎ a t, ং an ng, ঃ a breath; the nasal ঁ is not typed in Banglish.
const FINALS: Record<string, string> = { ৎ: 't', 'ং': 'ng', 'ঃ': 'h', '\u0981': '' };
const HASANTA = '\u09cd';
const NUKTA = '\u09bc';

/**
 * A Bengali word in Latin letters as Banglish writes it; a word in other letters comes back as it
 * was. A consonant with no vowel sign sounds "o" unless it ends the word (a joined one does) or a
 * hasanta joins it to the next; a joined য (য-ফলা) or ব (ব-ফলা) is not sounded ("ফ্ল্যাট" → "flat").
 */
export function romanize(word: string): string {
  if (!/[\u0980-\u09ff]/.test(word)) return word;
  const letters = [...word.normalize('NFC').replace(/([ডঢয])\u09bc/g, (_, l: string) => `${l}${NUKTA}`)];
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    let letter = letters[i] ?? '';
    if (letters[i + 1] === NUKTA) {
      letter += NUKTA;
      i++;
    }
    const sound = CONSONANTS[letter.normalize('NFC')] ?? CONSONANTS[letter];
    if (sound === undefined) {
      out +=
        VOWELS[letter] ?? FINALS[letter] ?? VOWEL_SIGNS[letter] ?? (/[a-z0-9]/.test(letter) ? letter : '');
      continue;
    }
    const joined = out.length > 0 && letters[i - 1] === HASANTA;
    if (!(joined && (letter === 'য' || letter === 'ব'))) out += sound;
    const next = letters[i + 1];
    if (next === HASANTA || (next !== undefined && VOWEL_SIGNS[next] !== undefined)) continue;
    // The inherent vowel: sounded inside a word, and at its end after a joined letter ("ছাত্র" → "chatro").
    const last = i === letters.length - 1;
    if ((!last || joined) && !(next && FINALS[next] !== undefined && i + 1 === letters.length - 1))
      out += 'o';
  }
  return out;
}
