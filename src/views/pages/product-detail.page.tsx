// spec §2 product detail with stock by store (issue 34): /:tenant/product/:sku. A buyer sees what remains of its maximum (spec §6).
import { useParams } from 'react-router';
import { useFlow } from '../flows/use-flow';
import { productDetailFlow } from '../product-detail/product-detail.flow';
import { ProductDetailView } from '../product-detail/product-detail.view';
// mounted only when the page's machine says the shopper is a buyer (this public page has no session in its loader)
import { BuyerAllowance } from '../purchase-allowance/buyer-allowance';

export default function ProductDetailPage() {
  const { sku = '' } = useParams();
  const actorRef = useFlow(productDetailFlow, { sku });
  return (
    <section className="storefront-page" data-page="product-detail">
      <ProductDetailView actorRef={actorRef} allowance={<BuyerAllowance />} />
    </section>
  );
}
