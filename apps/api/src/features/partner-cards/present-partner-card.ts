import type { CustomerPartnerCard, PartnerCard } from '@studio/domain/partner-card-contract';
import type { PartnerCardRow } from '../../db/schema.ts';
import type { CustomerCardWithTitle } from './partner-cards.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentPartnerCard(row: PartnerCardRow): PartnerCard {
  return {
    id: row.id,
    title: row.title,
    pattern: row.pattern,
    createdAt: iso(row.created_at),
    modifiedAt: iso(row.updated_at),
  };
}

export function presentCustomerPartnerCard(row: CustomerCardWithTitle): CustomerPartnerCard {
  return {
    id: row.id,
    partnerCardId: row.partner_card_id,
    title: row.title,
    number: row.number,
    createdAt: iso(row.created_at),
  };
}
