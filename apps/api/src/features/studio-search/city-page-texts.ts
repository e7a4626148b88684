// The city pages' texts in the product's four languages.
import type { CityPageCategory } from '@studio/domain/consumer-cities';
import type { Locale } from '@studio/domain/locale';

export interface CityPageTexts {
  studiosIn: (city: string) => string;
  categoryIn: (category: CityPageCategory, city: string) => string;
  description: (city: string, count: number) => string;
  none: string;
  book: string;
  plus: string;
  categories: string;
  allStudios: string;
  findStudio: string;
}

const categoryNames: Record<Locale, Record<CityPageCategory, string>> = {
  de: {
    nails: 'Nagelstudios',
    lashes_brows: 'Wimpern- & Brauenstudios',
    hair: 'Friseure',
    barber: 'Barbershops',
    beauty: 'Kosmetikstudios',
    cosmetics: 'Kosmetikinstitute',
    massage: 'Massagepraxen',
    spa: 'Spas',
    tattoo: 'Tattoostudios',
  },
  en: {
    nails: 'Nail salons',
    lashes_brows: 'Lash & brow studios',
    hair: 'Hair salons',
    barber: 'Barbershops',
    beauty: 'Beauty salons',
    cosmetics: 'Cosmetic studios',
    massage: 'Massage studios',
    spa: 'Spas',
    tattoo: 'Tattoo studios',
  },
  vi: {
    nails: 'Tiệm nail',
    lashes_brows: 'Tiệm mi & chân mày',
    hair: 'Tiệm làm tóc',
    barber: 'Tiệm cắt tóc nam',
    beauty: 'Thẩm mỹ viện',
    cosmetics: 'Tiệm chăm sóc da',
    massage: 'Tiệm massage',
    spa: 'Spa',
    tattoo: 'Tiệm xăm',
  },
  ar: {
    nails: 'صالونات الأظافر',
    lashes_brows: 'استوديوهات الرموش والحواجب',
    hair: 'صالونات الشعر',
    barber: 'صالونات الحلاقة',
    beauty: 'صالونات التجميل',
    cosmetics: 'مراكز العناية بالبشرة',
    massage: 'مراكز التدليك',
    spa: 'منتجعات السبا',
    tattoo: 'استوديوهات الوشم',
  },
};

export const cityPageTexts: Record<Locale, CityPageTexts> = {
  de: {
    studiosIn: (city) => `Beauty-Studios in ${city}`,
    categoryIn: (category, city) => `${categoryNames.de[category]} in ${city}`,
    description: (city, count) => `${count} Studios in ${city}: freie Termine ansehen und online buchen.`,
    none: 'Hier ist noch kein Studio online. Schau bald wieder vorbei.',
    book: 'Termin buchen',
    plus: 'Plus',
    categories: 'Nach Art',
    allStudios: 'Alle Studios',
    findStudio: 'Studio in deiner Nähe finden',
  },
  en: {
    studiosIn: (city) => `Beauty studios in ${city}`,
    categoryIn: (category, city) => `${categoryNames.en[category]} in ${city}`,
    description: (city, count) => `${count} studios in ${city}: see free times and book online.`,
    none: 'No studio is online here yet. Come back soon.',
    book: 'Book',
    plus: 'Plus',
    categories: 'By kind',
    allStudios: 'All studios',
    findStudio: 'Find a studio near you',
  },
  vi: {
    studiosIn: (city) => `Tiệm làm đẹp tại ${city}`,
    categoryIn: (category, city) => `${categoryNames.vi[category]} tại ${city}`,
    description: (city, count) => `${count} tiệm tại ${city}: xem giờ trống và đặt lịch trực tuyến.`,
    none: 'Chưa có tiệm nào trực tuyến ở đây. Hãy quay lại sau.',
    book: 'Đặt lịch',
    plus: 'Plus',
    categories: 'Theo loại',
    allStudios: 'Tất cả các tiệm',
    findStudio: 'Tìm tiệm gần bạn',
  },
  ar: {
    studiosIn: (city) => `استوديوهات التجميل في ${city}`,
    categoryIn: (category, city) => `${categoryNames.ar[category]} في ${city}`,
    description: (city, count) =>
      `${count} استوديو في ${city}: اطّلع على المواعيد المتاحة واحجز عبر الإنترنت.`,
    none: 'لا يوجد استوديو متاح هنا بعد. عد قريبًا.',
    book: 'احجز موعدًا',
    plus: 'Plus',
    categories: 'حسب النوع',
    allStudios: 'كل الاستوديوهات',
    findStudio: 'ابحث عن استوديو قريب منك',
  },
};

export function categoryNameOf(category: CityPageCategory, locale: Locale): string {
  return categoryNames[locale][category];
}
