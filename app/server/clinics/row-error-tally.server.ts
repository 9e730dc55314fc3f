import { LISTED_ERRORS } from "./import-limits.server.ts";
import { type RowError, sortRowErrors } from "./prepare.server.ts";

/**
 * The problems of an import, batch by batch in file order: the first `listed` kept (in file order), the
 * rest only counted, so that a file with a problem on every row takes no more memory than one with a few.
 */
export class RowErrorTally {
  readonly errors: RowError[] = [];
  private total = 0;
  private readonly rowsWithErrors = new Set<number>();
  private readonly listed: number;

  constructor(listed = LISTED_ERRORS) {
    this.listed = listed;
  }

  /** Adds the problems of the next batch (any order within it). */
  add(batch: readonly RowError[]): void {
    if (batch.length === 0) return;
    this.total += batch.length;
    for (const error of batch) if (error.row > 0) this.rowsWithErrors.add(error.row);
    const room = this.listed - this.errors.length;
    if (room > 0) this.errors.push(...sortRowErrors(batch).slice(0, room));
  }

  /** Every problem added, listed or not. */
  get count(): number {
    return this.total;
  }

  /** Problems added beyond those listed. */
  get more(): number {
    return this.total - this.errors.length;
  }

  /** Rows (by number) with at least one problem. */
  get rows(): number {
    return this.rowsWithErrors.size;
  }
}
