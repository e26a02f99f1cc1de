import type { CartLine } from './types.ts';

/** The stock sync label of a cart line, in the shop's quoted English wording in every store (decision 0021). */
export function LineStock({ line }: { line: Pick<CartLine, 'stockInfo' | 'stockError'> }) {
  if (line.stockError) {
    return (
      <p className="microcart-line__stock microcart-line__stock--out" role="status" data-testid="line-stock">
        {line.stockError}
      </p>
    );
  }
  if (line.stockInfo) {
    return (
      <p className="microcart-line__stock" data-testid="line-stock">
        {line.stockInfo}
      </p>
    );
  }
  return null;
}
