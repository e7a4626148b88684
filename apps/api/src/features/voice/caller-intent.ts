// The deterministic understanding of what a caller said, in German, English, Vietnamese and
// Arabic: what they want (hours, a price, how long, the next free time, the booking link, a
// person, goodbye, yes, another language), which day they mean, and which of the studio's
// treatments they name. Speech recognition hands over plain text, often without accents and with
// small mistakes, so everything is compared without diacritics and treatment names fuzzily.
import type { AssistantLanguage } from '@studio/domain/voice-contract';

export type DayWish =
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'week' };

export type CallerIntent =
  | { kind: 'hours'; day: DayWish | undefined }
  | { kind: 'price'; treatmentId: string | undefined }
  | { kind: 'duration'; treatmentId: string | undefined }
  | { kind: 'nextFree'; treatmentId: string | undefined; day: DayWish | undefined }
  | { kind: 'sendLink'; treatmentId: string | undefined }
  | { kind: 'person' }
  | { kind: 'goodbye' }
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'switchLanguage'; language: AssistantLanguage }
  | { kind: 'unknown' };

export interface NamedTreatment {
  id: string;
  name: string;
}

/** Lower case, no diacritics (Latin and Arabic), no punctuation, single spaces. */
export function normalizeSpeech(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const phrases = (list: string[]) => list.map(normalizeSpeech);

// Phrases are matched on word boundaries in the normalized text (Arabic words also with a
// leading و "and" or ال "the").
const intentPhrases = {
  sendLink: phrases([
    'link',
    'schick',
    'schicken',
    'sende',
    'senden',
    'buchen',
    'reservieren',
    'book',
    'booking',
    'send',
    'text me',
    'gui',
    'gui cho',
    'dat lich',
    'đặt hẹn',
    'đường link',
    'رابط',
    'ارسل',
    'ابعت',
    'احجز',
    'حجز',
  ]),
  person: phrases([
    'mensch',
    'mitarbeiter',
    'mitarbeiterin',
    'jemand',
    'verbinden',
    'durchstellen',
    'person',
    'human',
    'someone',
    'somebody',
    'staff',
    'real person',
    'operator',
    'nguoi that',
    'nhan vien',
    'noi chuyen voi',
    'شخص',
    'موظف',
    'انسان',
    'حد',
  ]),
  nextFree: phrases([
    'frei',
    'freie',
    'freien',
    'freier',
    'termin',
    'termine',
    'zeit',
    'platz',
    'free',
    'available',
    'appointment',
    'slot',
    'slots',
    'opening',
    'con trong',
    'trong',
    'lich hen',
    'lich',
    'cho trong',
    'gio trong',
    'موعد',
    'مواعيد',
    'متاح',
    'فاضي',
    'فراغ',
  ]),
  price: phrases([
    'kostet',
    'kosten',
    'preis',
    'preise',
    'wie viel',
    'wieviel',
    'teuer',
    'cost',
    'costs',
    'price',
    'prices',
    'how much',
    'gia',
    'bao nhieu tien',
    'bao nhieu',
    'het bao nhieu',
    'سعر',
    'اسعار',
    'بكم',
    'كم سعر',
    'تكلفه',
    'كم يكلف',
    'كم ثمن',
  ]),
  duration: phrases([
    'wie lange',
    'dauer',
    'dauert',
    'how long',
    'duration',
    'takes',
    'bao lau',
    'mat bao lau',
    'كم يستغرق',
    'مده',
    'كم من الوقت',
    'كم ياخذ',
  ]),
  hours: phrases([
    'geoffnet',
    'geöffnet',
    'offnungszeiten',
    'öffnungszeiten',
    'offen',
    'auf',
    'zu',
    'geschlossen',
    'open',
    'opening hours',
    'hours',
    'closed',
    'close',
    'mo cua',
    'gio mo cua',
    'dong cua',
    'mấy giờ',
    'مفتوح',
    'مفتوحين',
    'تفتحون',
    'ساعات العمل',
    'مواعيد العمل',
    'مغلق',
    'دوام',
  ]),
  goodbye: phrases([
    'tschuss',
    'tschüss',
    'auf wiederhoren',
    'auf wiederhören',
    'das wars',
    'das war s',
    'bye',
    'goodbye',
    'that s all',
    'thats all',
    'tam biet',
    'chao',
    'het roi',
    'مع السلامه',
    'وداعا',
    'باي',
    'خلاص',
  ]),
  yes: phrases([
    'ja',
    'gerne',
    'bitte',
    'genau',
    'yes',
    'yeah',
    'please',
    'sure',
    'ok',
    'okay',
    'co',
    'vang',
    'duoc',
    'dong y',
    'نعم',
    'اجل',
    'ايوه',
    'طيب',
    'تمام',
    'اكيد',
  ]),
  no: phrases(['nein', 'nee', 'no', 'nope', 'khong', 'không cần', 'لا', 'لأ']),
};

const languagePhrases: Record<AssistantLanguage, string[]> = {
  de: phrases(['deutsch', 'german', 'auf deutsch', 'tieng duc', 'الالمانيه']),
  en: phrases(['english', 'englisch', 'in english', 'tieng anh', 'الانجليزيه', 'انجليزي']),
  vi: phrases(['vietnamesisch', 'vietnamese', 'tieng viet', 'الفيتناميه']),
  ar: phrases(['arabisch', 'arabic', 'tieng a rap', 'العربيه', 'عربي', 'بالعربي']),
};

const dayPhrases: { day: DayWish; words: string[] }[] = [
  { day: { kind: 'tomorrow' }, words: phrases(['morgen', 'tomorrow', 'ngay mai', 'غدا', 'بكره', 'بكرا']) },
  { day: { kind: 'today' }, words: phrases(['heute', 'today', 'hom nay', 'اليوم']) },
  { day: { kind: 'week' }, words: phrases(['woche', 'week', 'tuan', 'tuan nay', 'الاسبوع']) },
  { day: { kind: 'weekday', weekday: 1 }, words: phrases(['montag', 'monday', 'thu hai', 'الاثنين']) },
  { day: { kind: 'weekday', weekday: 2 }, words: phrases(['dienstag', 'tuesday', 'thu ba', 'الثلاثاء']) },
  { day: { kind: 'weekday', weekday: 3 }, words: phrases(['mittwoch', 'wednesday', 'thu tu', 'الاربعاء']) },
  { day: { kind: 'weekday', weekday: 4 }, words: phrases(['donnerstag', 'thursday', 'thu nam', 'الخميس']) },
  { day: { kind: 'weekday', weekday: 5 }, words: phrases(['freitag', 'friday', 'thu sau', 'الجمعه']) },
  { day: { kind: 'weekday', weekday: 6 }, words: phrases(['samstag', 'saturday', 'thu bay', 'السبت']) },
  { day: { kind: 'weekday', weekday: 7 }, words: phrases(['sonntag', 'sunday', 'chu nhat', 'الاحد']) },
];

/** Words of treatment names and what callers say for them, across the four languages. */
const treatmentSynonyms: string[][] = [
  ['gel', 'gelnagel', 'gelnaegel', 'gelnägel', 'gelnaegeln', 'gelnägeln', 'gellack', 'son gel', 'جل', 'جيل'],
  [
    'auffullen',
    'auffüllen',
    'auffuellen',
    'refill',
    'fill',
    'fill in',
    'fills',
    'dam',
    'lam lai',
    'تعبئه',
    'تعبئة',
    'ملء',
  ],
  ['manikure', 'maniküre', 'manicure', 'mani', 'lam mong tay', 'mong tay', 'مانيكير', 'مانكير'],
  ['pedikure', 'pediküre', 'pedicure', 'pedi', 'lam mong chan', 'mong chan', 'باديكير', 'بديكير'],
  ['shellac', 'schellack', 'shelac', 'sơn shellac', 'شيلاك', 'شلاك'],
  ['nagel', 'nägel', 'naegel', 'nails', 'nail', 'mong', 'اظافر', 'ظفر'],
  ['neuset', 'neu', 'new set', 'full set', 'moi', 'bo moi', 'جديد'],
  ['entfernen', 'ablosen', 'ablösen', 'removal', 'remove', 'thao', 'ازاله'],
  ['lackieren', 'lack', 'polish', 'paint', 'son', 'طلاء'],
  ['french', 'franzosisch', 'französisch', 'kieu phap', 'فرنسي'],
  ['verlangerung', 'verlängerung', 'extension', 'extensions', 'noi mong', 'تطويل'],
  ['acryl', 'acrylic', 'bot', 'اكريليك'],
];

const conceptOf = new Map<string, string>();
for (const group of treatmentSynonyms) {
  const concept = normalizeSpeech(group[0] ?? '');
  for (const word of group) conceptOf.set(normalizeSpeech(word), concept);
}

// Words that say nothing about a treatment ("what does the … cost") in any of the languages.
const fillerWords = new Set(
  phrases([
    'was',
    'wie',
    'der',
    'die',
    'das',
    'den',
    'ein',
    'eine',
    'fur',
    'für',
    'ihr',
    'bei',
    'euch',
    'ist',
    'mit',
    'und',
    'mir',
    'mich',
    'the',
    'a',
    'an',
    'for',
    'is',
    'what',
    'does',
    'do',
    'you',
    'your',
    'of',
    'and',
    'me',
    'la',
    'cho',
    'toi',
    'ban',
    'va',
    'cua',
    'ما',
    'هل',
    'في',
    'من',
    'على',
  ]),
);

function hasPhrase(text: string, phrase: string): boolean {
  if (phrase.length === 0) return false;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|\\s)(و|ال|وال|ب|بال)?${escaped}(\\s|$)`, 'u').test(text);
}

function hasAny(text: string, list: readonly string[]): boolean {
  return list.some((phrase) => hasPhrase(text, phrase));
}

/** Levenshtein distance, stopping early above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The words of a text as concepts: synonyms across languages become one, compounds split where known. */
function concepts(text: string): string[] {
  const words = normalizeSpeech(text).split(' ').filter(Boolean);
  const found: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const pair = `${words[index]} ${words[index + 1] ?? ''}`.trim();
    const pairConcept = conceptOf.get(pair);
    if (pairConcept && words[index + 1] !== undefined) {
      found.push(pairConcept);
      index += 1;
      continue;
    }
    const word = words[index] ?? '';
    if (fillerWords.has(word)) continue;
    // Arabic writes "the" and "and" onto the word: الشيلاك is شيلاك.
    const bare = word.replace(/^(وال|ال|و)(?=\p{L}{2})/u, '');
    found.push(conceptOf.get(word) ?? conceptOf.get(bare) ?? bare);
  }
  return found;
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4) return false;
  return editDistance(a, b, a.length >= 7 ? 2 : 1) <= (a.length >= 7 ? 2 : 1);
}

/**
 * The treatment the text names best: the share of the treatment name's words (as concepts) that
 * the text contains, fuzzily; at least half of them, and ties go to the more specific name.
 */
export function matchTreatment(text: string, treatments: readonly NamedTreatment[]): string | undefined {
  const said = concepts(text);
  let best: { id: string; score: number; words: number } | undefined;
  for (const treatment of treatments) {
    const nameWords = [...new Set(concepts(treatment.name))];
    if (nameWords.length === 0) continue;
    const matched = nameWords.filter((word) => said.some((saidWord) => sameWord(word, saidWord))).length;
    const score = matched / nameWords.length;
    if (matched === 0 || score < 0.5) continue;
    if (!best || score > best.score || (score === best.score && matched > best.words)) {
      best = { id: treatment.id, score, words: matched };
    }
  }
  return best?.id;
}

export function matchDay(text: string): DayWish | undefined {
  const normalized = normalizeSpeech(text);
  return dayPhrases.find((entry) => hasAny(normalized, entry.words))?.day;
}

/** What the caller wants, in order of precedence: an explicit request beats a question beats small talk. */
export function understandCaller(text: string, treatments: readonly NamedTreatment[]): CallerIntent {
  const normalized = normalizeSpeech(text);
  if (normalized.length === 0) return { kind: 'unknown' };
  for (const language of ['de', 'en', 'vi', 'ar'] as const) {
    const asksForLanguage = hasAny(normalized, languagePhrases[language]);
    if (asksForLanguage && normalized.split(' ').length <= 4) return { kind: 'switchLanguage', language };
  }
  const treatmentId = matchTreatment(text, treatments);
  const day = matchDay(text);
  if (hasAny(normalized, intentPhrases.sendLink)) return { kind: 'sendLink', treatmentId };
  if (hasAny(normalized, intentPhrases.person)) return { kind: 'person' };
  if (hasAny(normalized, intentPhrases.price)) return { kind: 'price', treatmentId };
  if (hasAny(normalized, intentPhrases.duration)) return { kind: 'duration', treatmentId };
  if (hasAny(normalized, intentPhrases.nextFree)) return { kind: 'nextFree', treatmentId, day };
  if (hasAny(normalized, intentPhrases.hours)) return { kind: 'hours', day };
  if (hasAny(normalized, intentPhrases.goodbye)) return { kind: 'goodbye' };
  if (hasAny(normalized, intentPhrases.no)) return { kind: 'no' };
  if (hasAny(normalized, intentPhrases.yes)) return { kind: 'yes' };
  if (treatmentId) return { kind: 'price', treatmentId };
  if (day) return { kind: 'hours', day };
  return { kind: 'unknown' };
}
