// The café tables (migrations/0013-cafe.ts): menu, order groups, orders, reservations.
import type { AllergenCode } from '@studio/domain/menu-labels';
import type { OrderStatus } from '@studio/domain/order-status';
import type { ReservationStatus } from '@studio/domain/reservation-contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface MenuCategoriesTable {
  id: string;
  shop_id: string;
  name: string;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MenuArticlesTable {
  id: string;
  shop_id: string;
  category_id: string;
  name: string;
  description: string;
  price_cents: number;
  allergens: ColumnType<AllergenCode[], AllergenCode[] | undefined, AllergenCode[]>;
  additives: ColumnType<number[], number[] | undefined, number[]>;
  image_url: string | null;
  available: Generated<boolean>;
  /** Approved at least once: customers see it (while available). */
  published: Generated<boolean>;
  position: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderGroupsTable {
  id: string;
  shop_id: string;
  user_id: string;
  table_number: string;
  opened_at: Timestamp;
  closes_at: Timestamp;
  closed_at: NullableTimestamp;
  payment_requested_at: NullableTimestamp;
}

export interface OrdersTable {
  id: string;
  shop_id: string;
  group_id: string;
  user_id: string;
  table_number: string;
  status: Generated<OrderStatus>;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  deal_id: string | null;
  deal_redemption_id: Generated<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  decided_at: NullableTimestamp;
}

export interface OrderItemsTable {
  order_id: string;
  shop_id: string;
  line: number;
  article_id: string;
  name: string;
  unit_price_cents: number;
  quantity: number;
}

export interface ReservationSettingsTable {
  shop_id: string;
  enabled: boolean;
  disabled_from: DateColumn;
  disabled_until: DateColumn;
  updated_at: Timestamp;
}

export interface ReservationsTable {
  id: string;
  shop_id: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  date_time: ColumnType<Date, Date | string, Date | string>;
  persons: number;
  locale: Generated<string>;
  status: Generated<ReservationStatus>;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CafeTables {
  menu_categories: MenuCategoriesTable;
  menu_articles: MenuArticlesTable;
  order_groups: OrderGroupsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  reservation_settings: ReservationSettingsTable;
  reservations: ReservationsTable;
}

export type MenuCategoryRow = Selectable<MenuCategoriesTable>;
export type MenuArticleRow = Selectable<MenuArticlesTable>;
export type OrderGroupRow = Selectable<OrderGroupsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type ReservationRow = Selectable<ReservationsTable>;
