// The deal card's texts in every language. The card shows on admin and studio-app screens only, so
// its texts travel with its code instead of with every page's first load (see i18n/lazy-texts.tsx).
import type { DealType } from '@studio/domain/deal-rules';
import type { Locale } from '@studio/domain/locale';

export interface DealCardTexts {
  hot: string;
  multiUse: string;
  types: Record<DealType, (percent: number) => string>;
  validity: (from: string, to: string) => string;
  price: (price: string) => string;
}

export const dealCardTexts: Record<Locale, DealCardTexts> = {
  de: {
    hot: 'Hot',
    multiUse: 'Mehrfach einlösbar',
    types: {
      independent: () => 'Deal',
      order_percentage: (percent) => `${percent} % auf die Bestellung`,
      article_highlight: (percent) => `${percent} % auf ausgewählte Artikel`,
      bundle_price: () => 'Bundle-Preis',
    },
    validity: (from, to) => `Gültig ${from} – ${to}`,
    price: (price) => `Preis: ${price}`,
  },
  en: {
    hot: 'Hot',
    multiUse: 'Multi-use',
    types: {
      independent: () => 'Deal',
      order_percentage: (percent) => `${percent} % off the order`,
      article_highlight: (percent) => `${percent} % off selected items`,
      bundle_price: () => 'Bundle price',
    },
    validity: (from, to) => `Valid ${from} – ${to}`,
    price: (price) => `Price: ${price}`,
  },
  vi: {
    hot: 'Hot',
    multiUse: 'Dùng nhiều lần',
    types: {
      independent: () => 'Ưu đãi',
      order_percentage: (percent) => `Giảm ${percent} % cho đơn hàng`,
      article_highlight: (percent) => `Giảm ${percent} % cho món được chọn`,
      bundle_price: () => 'Giá combo',
    },
    validity: (from, to) => `Hiệu lực ${from} – ${to}`,
    price: (price) => `Giá: ${price}`,
  },
  ar: {
    hot: 'رائج',
    multiUse: 'متعدد الاستخدام',
    types: {
      independent: () => 'عرض',
      order_percentage: (percent) => `خصم ${percent} % على الطلب`,
      article_highlight: (percent) => `خصم ${percent} % على أصناف مختارة`,
      bundle_price: () => 'سعر الباقة',
    },
    validity: (from, to) => `صالح ${from} – ${to}`,
    price: (price) => `السعر: ${price}`,
  },
};
