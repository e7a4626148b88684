// The allergen and additive labels of a menu, the same on every shop's menu. Allergens: the 14 of
// Regulation (EU) No 1169/2011, Annex II, lettered a–n in the Annex's order. Additives: the 15
// labelling notes German menus print as numbers (Zusatzstoff-Zulassungsverordnung and the
// additional labelling of Regulation (EC) No 1333/2008), numbered 1–15 here once for all shops.
import type { Locale } from './locale.ts';

export const allergenCodes = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n'] as const;
export type AllergenCode = (typeof allergenCodes)[number];

export const additiveCodes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
export type AdditiveCode = (typeof additiveCodes)[number];

type Names = Record<Locale, string>;

export const allergenNames: Record<AllergenCode, Names> = {
  a: {
    de: 'Glutenhaltiges Getreide',
    en: 'Cereals containing gluten',
    vi: 'Ngũ cốc chứa gluten',
    ar: 'حبوب تحتوي على الغلوتين',
  },
  b: { de: 'Krebstiere', en: 'Crustaceans', vi: 'Động vật giáp xác', ar: 'القشريات' },
  c: { de: 'Eier', en: 'Eggs', vi: 'Trứng', ar: 'البيض' },
  d: { de: 'Fisch', en: 'Fish', vi: 'Cá', ar: 'الأسماك' },
  e: { de: 'Erdnüsse', en: 'Peanuts', vi: 'Đậu phộng', ar: 'الفول السوداني' },
  f: { de: 'Soja', en: 'Soybeans', vi: 'Đậu nành', ar: 'فول الصويا' },
  g: {
    de: 'Milch (einschließlich Laktose)',
    en: 'Milk (including lactose)',
    vi: 'Sữa (kể cả lactose)',
    ar: 'الحليب (بما في ذلك اللاكتوز)',
  },
  h: { de: 'Schalenfrüchte', en: 'Nuts', vi: 'Các loại hạt', ar: 'المكسرات' },
  i: { de: 'Sellerie', en: 'Celery', vi: 'Cần tây', ar: 'الكرفس' },
  j: { de: 'Senf', en: 'Mustard', vi: 'Mù tạt', ar: 'الخردل' },
  k: { de: 'Sesamsamen', en: 'Sesame seeds', vi: 'Hạt mè', ar: 'بذور السمسم' },
  l: {
    de: 'Schwefeldioxid und Sulphite',
    en: 'Sulphur dioxide and sulphites',
    vi: 'Lưu huỳnh đioxit và sulfit',
    ar: 'ثاني أكسيد الكبريت والكبريتيت',
  },
  m: { de: 'Lupinen', en: 'Lupin', vi: 'Đậu lupin', ar: 'الترمس' },
  n: { de: 'Weichtiere', en: 'Molluscs', vi: 'Động vật thân mềm', ar: 'الرخويات' },
};

export const additiveNames: Record<AdditiveCode, Names> = {
  1: { de: 'mit Farbstoff', en: 'with colouring', vi: 'có chất tạo màu', ar: 'يحتوي على ملون' },
  2: {
    de: 'mit Konservierungsstoff',
    en: 'with preservative',
    vi: 'có chất bảo quản',
    ar: 'يحتوي على مادة حافظة',
  },
  3: {
    de: 'mit Antioxidationsmittel',
    en: 'with antioxidant',
    vi: 'có chất chống oxy hóa',
    ar: 'يحتوي على مضاد أكسدة',
  },
  4: {
    de: 'mit Geschmacksverstärker',
    en: 'with flavour enhancer',
    vi: 'có chất điều vị',
    ar: 'يحتوي على محسن نكهة',
  },
  5: { de: 'geschwefelt', en: 'sulphurised', vi: 'đã xử lý lưu huỳnh', ar: 'مكبرت' },
  6: { de: 'geschwärzt', en: 'blackened', vi: 'đã làm đen', ar: 'مسوّد' },
  7: { de: 'gewachst', en: 'waxed', vi: 'có phủ sáp', ar: 'مشمع' },
  8: { de: 'mit Phosphat', en: 'with phosphate', vi: 'có phosphat', ar: 'يحتوي على فوسفات' },
  9: { de: 'mit Süßungsmittel', en: 'with sweetener', vi: 'có chất tạo ngọt', ar: 'يحتوي على مُحلٍّ' },
  10: {
    de: 'enthält eine Phenylalaninquelle',
    en: 'contains a source of phenylalanine',
    vi: 'chứa nguồn phenylalanin',
    ar: 'يحتوي على مصدر للفينيل ألانين',
  },
  11: { de: 'koffeinhaltig', en: 'contains caffeine', vi: 'chứa caffeine', ar: 'يحتوي على الكافيين' },
  12: { de: 'chininhaltig', en: 'contains quinine', vi: 'chứa quinine', ar: 'يحتوي على الكينين' },
  13: {
    de: 'mit Nitritpökelsalz',
    en: 'with nitrite curing salt',
    vi: 'có muối nitrit',
    ar: 'يحتوي على ملح النتريت',
  },
  14: {
    de: 'mit einer Zuckerart und Süßungsmitteln',
    en: 'with sugar and sweeteners',
    vi: 'có đường và chất tạo ngọt',
    ar: 'يحتوي على سكر ومُحليات',
  },
  15: { de: 'enthält Süßholz', en: 'contains liquorice', vi: 'chứa cam thảo', ar: 'يحتوي على عرق السوس' },
};

export function allergenLegend(locale: Locale): { code: AllergenCode; name: string }[] {
  return allergenCodes.map((code) => ({ code, name: allergenNames[code][locale] }));
}

export function additiveLegend(locale: Locale): { code: AdditiveCode; name: string }[] {
  return additiveCodes.map((code) => ({ code, name: additiveNames[code][locale] }));
}
