// The API's database types, generated from the schema the migrations build (npm kysely-codegen):
// an in-memory PGlite is migrated to the latest migration and introspected, so no server and no
// network are needed. `node scripts/database-types.ts` writes apps/api/src/db/generated-schema.ts;
// `--check` (a step of `npm run check`) fails when that file differs from what the migrations give.
//
// What the database cannot say is stated once below: the value types of text columns that a CHECK
// limits to a few words (they come from the domain package), and the shapes of the JSON columns.
// Nullability and defaults still come from the database; a column named here that the schema
// lacks stops the run, so this list cannot silently outlive a migration.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ArrayExpressionNode,
  type ExpressionNode,
  GenericExpressionNode,
  IdentifierNode,
  LiteralNode,
  PostgresDialect,
  serializeFromMetadata,
  UnionExpressionNode,
} from 'kysely-codegen';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';

export const generatedSchemaPath = fileURLToPath(
  new URL('../apps/api/src/db/generated-schema.ts', import.meta.url),
);

/** Column value types the database does not know, by `table.column`. */
const columnTypes: Record<string, string> = {
  'approval_requests.payload': 'ColumnType<Record<string, unknown>, string, string>',
  'approval_requests.status': 'ApprovalStatus',
  'approval_requests.subject_type': 'ApprovalSubjectType',
  'auth_tokens.purpose': 'AuthTokenPurpose',
  'booking_fees.kind': "'late_cancellation' | 'no_show'",
  'booking_fees.method': "'deposit_kept' | 'charged'",
  'booking_fees.status': "'open' | 'paid'",
  'bookings.cancelled_by': "'customer' | 'studio' | 'system'",
  'bookings.source': 'BookingSource',
  'bookings.status': 'BookingStatus',
  'deal_purchases.status': "'pending' | 'paid' | 'failed'",
  'deals.article_ids': 'ColumnType<string[], string, string>',
  'deals.type': 'DealType',
  'error_events.source': "'web' | 'api'",
  'gift_claims.status': 'GiftClaimStatus',
  'gifts.type': 'GiftType',
  'mail_outbox.attachments': 'ColumnType<MailAttachmentRow[], string, string>',
  'menu_articles.additives': 'number[]',
  'menu_articles.allergens': 'AllergenCode[]',
  'orders.status': 'OrderStatus',
  'payment_events.provider': 'PaymentProviderName',
  'payments.details': 'ColumnType<Record<string, unknown>, string, string>',
  'payments.provider': 'PaymentProviderName',
  'payments.purpose': 'PaymentPurpose',
  'payments.status': 'PaymentStatus',
  'numbers_to_release.provider': 'TelephonyProviderName',
  'payout_accounts.provider': 'PaymentProviderName',
  'phone_assistants.language': 'AssistantLanguage',
  'phone_assistants.provider': 'TelephonyProviderName',
  'push_messages.type': 'PushTargetType',
  'reservations.status': 'ReservationStatus',
  'shop_subscriptions.plan': 'PlanId',
  'shop_subscriptions.status': "Exclude<SubscriptionStatus, 'none'>",
  'shops.category': 'ShopCategory',
  'shops.external_links': 'ColumnType<string[], string, string>',
  'shops.legal': 'ColumnType<ShopLegal, string, string>',
  'shops.status': 'ShopStatus',
  'stamp_card_events.kind': 'StampEventKind',
  'support_requests.status': "'open' | 'answered'",
  'stamp_requests.action': 'StampAction',
  'stamp_requests.status': 'StampRequestStatus',
  'tour_progress.tour': 'TourId',
  'treatment_extras.kind': "'direct' | 'perUnit'",
  'users.role': 'Role',
  'voucher_log.type': 'VoucherLogType',
  'voucher_redeem_requests.status': 'VoucherRequestStatus',
  'voice_calls.language': 'AssistantLanguage',
  'voice_calls.outcome': 'CallOutcome',
  'voice_messages.channel': "'whatsapp' | 'sms' | 'simulator'",
  'voice_messages.direction': "'in' | 'out'",
  'vouchers.inactive_reason': "'refunded' | 'expired'",
};

/** Where the types named above live (`module#name`). */
const customImports: Record<string, string> = {
  AllergenCode: '@studio/domain/menu-labels#AllergenCode',
  ApprovalStatus: '@studio/domain/approvals-contract#ApprovalStatus',
  ApprovalSubjectType: '@studio/domain/approvals-contract#ApprovalSubjectType',
  AssistantLanguage: '@studio/domain/voice-contract#AssistantLanguage',
  AuthTokenPurpose: './schema.ts#AuthTokenPurpose',
  CallOutcome: '@studio/domain/voice-contract#CallOutcome',
  BookingSource: '@studio/domain/booking-status#BookingSource',
  BookingStatus: '@studio/domain/booking-status#BookingStatus',
  DealType: '@studio/domain/deal-rules#DealType',
  GiftClaimStatus: '@studio/domain/gift-contract#GiftClaimStatus',
  GiftType: '@studio/domain/gift-contract#GiftType',
  MailAttachmentRow: './schema.ts#MailAttachmentRow',
  OrderStatus: '@studio/domain/order-status#OrderStatus',
  PaymentProviderName: './schema.ts#PaymentProviderName',
  PaymentPurpose: './schema.ts#PaymentPurpose',
  PaymentStatus: './schema.ts#PaymentStatus',
  PlanId: '@studio/domain/payments-contract#PlanId',
  PushTargetType: '@studio/domain/push-message-contract#PushTargetType',
  ReservationStatus: '@studio/domain/reservation-contract#ReservationStatus',
  Role: '@studio/domain/roles#Role',
  ShopCategory: '@studio/domain/shop#ShopCategory',
  ShopLegal: '@studio/domain/shop-legal#ShopLegal',
  ShopStatus: '@studio/domain/shop#ShopStatus',
  StampAction: '@studio/domain/stamp-rules#StampAction',
  StampEventKind: '@studio/domain/stamp-card-contract#StampEventKind',
  StampRequestStatus: '@studio/domain/stamp-rules#StampRequestStatus',
  SubscriptionStatus: '@studio/domain/payments-contract#SubscriptionStatus',
  TelephonyProviderName: '../config.ts#TelephonyProviderName',
  TourId: '@studio/domain/tour-contract#TourId',
  VoucherLogType: '@studio/domain/voucher-rules#VoucherLogType',
  VoucherRequestStatus: '@studio/domain/voucher-rules#VoucherRequestStatus',
};

/** The generated module's text, formatted as the repository formats TypeScript. */
export async function generateDatabaseTypes(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(database.db);
    // Our drivers read dates and times as strings and 64-bit integers as numbers (db/database.ts).
    const dialect = new PostgresDialect({ dateParser: 'string' });
    const introspector = dialect.introspector;
    type IntrospectedDb = Parameters<typeof introspector.introspect>[0]['db'];
    const introspected = await introspector.introspect({ db: database.db as unknown as IntrospectedDb });
    const tables = introspected.tables.filter((table) => !table.name.startsWith('kysely_migration'));
    const overrides: Record<string, ExpressionNode> = {};
    for (const [path, type] of Object.entries(columnTypes)) {
      const [tableName, columnName] = path.split('.');
      const column = tables
        .find((table) => table.name === tableName)
        ?.columns.find((candidate) => candidate.name === columnName);
      if (!column)
        throw new Error(`database-types: ${path} is named in columnTypes but no migration makes it`);
      // The generator adds `| null` to a nullable column's type; a default makes it Generated.
      const node = typeNode(type);
      overrides[path] = column.hasDefaultValue ? new GenericExpressionNode('Generated', [node]) : node;
    }
    const text = serializeFromMetadata({
      metadata: { ...introspected, tables },
      dialect,
      overrides: { columns: overrides },
      customImports,
      typeMapping: { int8: 'number' },
      typeOnlyImports: true,
      skipAutogeneratedFileComment: true,
    });
    return formatted(
      `// Generated by scripts/database-types.ts from the migrated schema; do not edit by hand.\n${text}`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The generator's syntax tree for the few type forms used above: names, 'literals', unions,
 * `Name<arguments>` and `T[]`. (Handing it text instead would need the TypeScript compiler's API.)
 */
function typeNode(text: string): ExpressionNode {
  const tokens = text.match(/'[^']*'|\w+|\[\]|[<>,|]/g) ?? [];
  let at = 0;
  const union = (): ExpressionNode => {
    const members = [single()];
    while (tokens[at] === '|') {
      at += 1;
      members.push(single());
    }
    return members.length === 1 ? (members[0] as ExpressionNode) : new UnionExpressionNode(members);
  };
  const single = (): ExpressionNode => {
    const token = tokens[at++] ?? '';
    let node: ExpressionNode;
    if (token.startsWith("'")) node = new LiteralNode(token.slice(1, -1));
    else if (tokens[at] === '<') {
      at += 1;
      const args = [union()];
      while (tokens[at] === ',') {
        at += 1;
        args.push(union());
      }
      at += 1; // '>'
      node = new GenericExpressionNode(token, args);
    } else node = new IdentifierNode(token);
    while (tokens[at] === '[]') {
      at += 1;
      node = new ArrayExpressionNode(node);
    }
    return node;
  };
  const node = union();
  if (at !== tokens.length) throw new Error(`database-types: cannot read the type ${text}`);
  return node;
}

function formatted(text: string): string {
  const result = spawnSync('biome', ['check', '--write', `--stdin-file-path=${generatedSchemaPath}`], {
    input: text,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr}`);
  return result.stdout;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fresh = await generateDatabaseTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(generatedSchemaPath, 'utf8');
    } catch {}
    if (current !== fresh) {
      console.error(
        'apps/api/src/db/generated-schema.ts is stale: it differs from what the migrations give.\n' +
          'Run `node scripts/database-types.ts` and commit the result.',
      );
      process.exit(1);
    }
    console.log('database types: in step with the migrations');
  } else {
    writeFileSync(generatedSchemaPath, fresh);
    console.log(`wrote ${generatedSchemaPath}`);
  }
}
