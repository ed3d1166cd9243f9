import type { LoyaltyTransaction, LoyaltyTransactionDetail, PersonalCoupon } from "@shop/user";
import type { Queryable } from "../db/database";

const DAY = 24 * 3600 * 1000;

interface TransactionSeed {
  type: LoyaltyTransaction["type"];
  points: number;
  description: string;
  daysAgo: number;
  order?: string;
  lines?: LoyaltyTransactionDetail["lines"];
}

/** Every account starts with the welcome grant; the demo accounts have a history besides. */
const WELCOME: TransactionSeed = { type: "granted", points: 100, description: "Welcome to the loyalty programme", daysAgo: 0 };
const DEMO_HISTORY: TransactionSeed[] = [
  { type: "granted", points: 100, description: "Welcome to the loyalty programme", daysAgo: 90 },
  { type: "earned", points: 60, description: "Points for order 000000042", daysAgo: 60, order: "000000042", lines: [{ sku: "SH-OXF-WHT-M", name: "Oxford shirt white", qty: 1, points: 60 }] },
  { type: "spent", points: -50, description: "Loyalty reward €5", daysAgo: 30 },
];

/**
 * Seeds a customer's loyalty data, deterministically from `now`: ids are `LT-<customer>-<n>`; the
 * demo accounts get a short history and two personal coupons, a new account the welcome grant
 * and the welcome coupon (codes the cart's apply-coupon knows).
 */
export async function seedLoyalty(tx: Queryable, customerId: number, now: Date, demo: boolean): Promise<void> {
  const history = demo ? DEMO_HISTORY : [WELCOME];
  let balance = 0;
  const rows = history.map((entry, index) => {
    balance += entry.points;
    return {
      transaction_id: `LT-${customerId}-${index + 1}`,
      customer_id: customerId,
      created_at: new Date(now.getTime() - entry.daysAgo * DAY).toISOString(),
      type: entry.type,
      points: entry.points,
      balance,
      description: entry.description,
      order_increment_id: entry.order ?? null,
      lines: entry.lines ?? [],
    };
  });
  await tx.query(
    `INSERT INTO loyalty_transaction (transaction_id, customer_id, created_at, type, points, balance, description, order_increment_id, lines)
     SELECT transaction_id, customer_id, created_at, type, points, balance, description, order_increment_id, lines FROM jsonb_to_recordset($1::jsonb)
       AS row(transaction_id text, customer_id integer, created_at timestamptz, type text, points integer, balance integer, description text, order_increment_id text, lines jsonb)`,
    [JSON.stringify(rows)],
  );
  const coupons = [
    { code: "WELCOME10", description: "Welcome: 10% off your next order", discount_type: "percent", discount_amount: 10, expires_at: new Date(now.getTime() + 90 * DAY).toISOString() },
    ...(demo ? [{ code: "SAVE15", description: "€15 off as a thank-you", discount_type: "fixed", discount_amount: 15, expires_at: null }] : []),
  ];
  for (const coupon of coupons) {
    await tx.query("INSERT INTO personal_coupon (customer_id, code, description, discount_type, discount_amount, expires_at) VALUES ($1, $2, $3, $4, $5, $6)", [
      customerId,
      coupon.code,
      coupon.description,
      coupon.discount_type,
      coupon.discount_amount,
      coupon.expires_at,
    ]);
  }
}

interface TransactionRow {
  transaction_id: string;
  created_at: Date;
  type: LoyaltyTransaction["type"];
  points: number;
  balance: number;
  description: string;
  order_increment_id: string | null;
  lines: LoyaltyTransactionDetail["lines"];
}

const transactionOf = (row: TransactionRow): LoyaltyTransaction => ({
  transaction_id: row.transaction_id,
  created_at: new Date(row.created_at).toISOString(),
  type: row.type,
  points: row.points,
  balance: row.balance,
  description: row.description,
  order_increment_id: row.order_increment_id,
});

/** The customer's transactions, newest first. */
export async function loyaltyTransactions(db: Queryable, customerId: number): Promise<LoyaltyTransaction[]> {
  const rows = await db.query<TransactionRow>("SELECT * FROM loyalty_transaction WHERE customer_id = $1 ORDER BY created_at DESC, transaction_id DESC", [customerId]);
  return rows.map(transactionOf);
}

/** One transaction of the customer's; undefined for another customer's (not told apart from an unknown id). */
export async function loyaltyTransaction(db: Queryable, customerId: number, transactionId: string): Promise<LoyaltyTransactionDetail | undefined> {
  const [row] = await db.query<TransactionRow>("SELECT * FROM loyalty_transaction WHERE customer_id = $1 AND transaction_id = $2", [customerId, transactionId]);
  return row === undefined ? undefined : { ...transactionOf(row), lines: row.lines };
}

export async function personalCoupons(db: Queryable, customerId: number): Promise<PersonalCoupon[]> {
  const rows = await db.query<{ code: string; description: string; discount_type: PersonalCoupon["discount_type"]; discount_amount: string; expires_at: Date | null }>(
    "SELECT code, description, discount_type, discount_amount, expires_at FROM personal_coupon WHERE customer_id = $1 ORDER BY code",
    [customerId],
  );
  return rows.map((row) => ({ ...row, discount_amount: Number(row.discount_amount), expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString() }));
}
