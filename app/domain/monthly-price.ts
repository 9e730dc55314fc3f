/** The price-row fields that say what a price costs and per what. */
export interface PricedRow {
  low: number | null;
  high: number | null;
  unit: string | null;
}

/**
 * The clinic's cheapest listed monthly price: the price row billed per month with the lowest starting amount
 * (the first such row on a tie). Only rows the clinic lists per month count: a weekly or yearly price is not
 * turned into a monthly one, so "From $X/mo" always repeats a figure the clinic itself gives.
 */
export function lowestMonthlyPrice<Row extends PricedRow>(rows: readonly Row[]): Row | null {
  let best: Row | null = null;
  for (const row of rows) {
    if (row.unit !== "month") continue;
    const amount = row.low ?? row.high;
    if (amount == null) continue;
    const bestAmount = best ? (best.low ?? best.high) : null;
    if (bestAmount == null || amount < bestAmount) best = row;
  }
  return best;
}

/** The dollar amount "From $X/mo" shows for a row lowestMonthlyPrice() chose. */
export function monthlyFromAmount(row: PricedRow): number | null {
  return row.low ?? row.high;
}
