// issue 29: a line of an order as both the order detail (orders.routes.ts) and the post-sale view (post-sale.routes.ts)
// show it, before the fields each adds.
import { productImage } from '../../../src/rules/product-image';
import type { OrderLineRow } from './orders.schema';

type LineFields = Pick<OrderLineRow, 'id' | 'lineNumber' | 'sku' | 'name' | 'quantity' | 'unitPrice' | 'state'>;

export function orderLineView(line: LineFields, imagePath: string) {
  return {
    id: line.id,
    lineNumber: line.lineNumber,
    sku: line.sku,
    name: line.name,
    quantity: line.quantity,
    unitPrice: Number(line.unitPrice),
    image: productImage(imagePath, line.sku).src,
    state: line.state,
  };
}
