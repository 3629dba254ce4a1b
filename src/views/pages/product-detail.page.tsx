// spec §2 product detail with stock by store (issue 34): /:tenant/product/:sku.
import { useParams } from 'react-router';
import { useFlow } from '../flows/use-flow';
import { productDetailFlow } from '../product-detail/product-detail.flow';
import { ProductDetailView } from '../product-detail/product-detail.view';

export default function ProductDetailPage() {
  const { sku = '' } = useParams();
  const actorRef = useFlow(productDetailFlow, { sku });
  return (
    <section className="page" data-page="product-detail">
      <ProductDetailView actorRef={actorRef} />
    </section>
  );
}
