// Turkish case suffixes for facts pasted into prose: a name or number from a
// table gets the ending a Turkish reader expects ("Bağcılar'dan", "2003'ten",
// "08:00'de", "cumartesiye"). Vowel harmony and consonant assimilation only;
// no loanword exceptions (pass such words already inflected). Browser-safe.

export type TurkishCase = 'dative' | 'locative' | 'ablative' | 'genitive';

const BACK = 'aıou';
const FRONT = 'eiöü';
const VOWELS = BACK + FRONT;
/** "fıstıkçı şahap": after these the suffix's d becomes t. */
const VOICELESS = 'fstkçşhp';

const lower = (s: string) => s.toLocaleLowerCase('tr-TR');

function lastVowel(word: string): string {
  const w = lower(word);
  for (let i = w.length - 1; i >= 0; i--) if (VOWELS.includes(w[i]!)) return w[i]!;
  return 'e';
}

/** a or e after the word's last vowel. */
const twoWay = (word: string) => (BACK.includes(lastVowel(word)) ? 'a' : 'e');

/** ı, i, u or ü after the word's last vowel. */
function fourWay(word: string): string {
  const v = lastVowel(word);
  if (v === 'a' || v === 'ı') return 'ı';
  if (v === 'e' || v === 'i') return 'i';
  if (v === 'o' || v === 'u') return 'u';
  return 'ü';
}

/** The ending alone, as it follows `word` (read aloud): "dan", "ten", "ye", "ın"… */
export function caseEnding(word: string, kase: TurkishCase): string {
  const w = lower(word.trim());
  const last = w[w.length - 1] ?? '';
  const endsInVowel = VOWELS.includes(last);
  const d = VOICELESS.includes(last) ? 't' : 'd';
  switch (kase) {
    case 'dative':
      return `${endsInVowel ? 'y' : ''}${twoWay(w)}`;
    case 'locative':
      return `${d}${twoWay(w)}`;
    case 'ablative':
      return `${d}${twoWay(w)}n`;
    case 'genitive':
      return `${endsInVowel ? 'n' : ''}${fourWay(w)}n`;
  }
}

/** A proper name with its case ending after an apostrophe: "Bağcılar'dan", "İstanbul'un". */
export function properNoun(name: string, kase: TurkishCase): string {
  return `${name}'${caseEnding(name, kase)}`;
}

/** A common noun with its case ending attached: "pazartesiden", "cumartesiye". */
export function commonNoun(word: string, kase: TurkishCase): string {
  return `${word}${caseEnding(word, kase)}`;
}

const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];

/** The last word said when a whole number is read aloud: 2003 → "üç", 40 → "kırk", 1000 → "bin". */
export function lastSpokenWord(n: number): string {
  const x = Math.abs(Math.trunc(n));
  if (x === 0) return 'sıfır';
  if (x % 10) return ONES[x % 10]!;
  if (x % 100) return TENS[(x % 100) / 10]!;
  if (x % 1000) return 'yüz';
  if (x % 1_000_000) return 'bin';
  if (x % 1_000_000_000) return 'milyon';
  return 'milyar';
}

/** A number written in digits with its case ending: 2003 → "2003'ten", 2024 → "2024'te". */
export function numberWithCase(n: number, kase: TurkishCase): string {
  return `${n}'${caseEnding(lastSpokenWord(n), kase)}`;
}

/** A clock time "HH:MM" with its case ending, read as the hour or the minutes: "08:00'de", "08:30'da". */
export function timeWithCase(time: string, kase: TurkishCase): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  const spoken = Number(minutes) ? Number(minutes) : Number(hours);
  return `${time}'${caseEnding(lastSpokenWord(spoken), kase)}`;
}

/** First letter upper-cased with Turkish rules ("ilk" → "İlk", "ısı" → "Isı"). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);
}

/**
 * Text folded for search the Turkish way: lower case by Turkish rules (İ → i, I → ı), then
 * without diacritics (ç ğ ı ö ş ü → c g i o s u, â î û → a i u), whitespace collapsed. So
 * "İZMİR", "izmir" and "Izmir" meet, and so do "Şükrü" and "sukru".
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
