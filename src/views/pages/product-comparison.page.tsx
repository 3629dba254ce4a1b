// spec §2 product comparison (issue 34): /:tenant/compare?skus=a,b (up to 2, spec §9).
import { useFlow } from '../flows/use-flow';
import { productComparisonFlow } from '../product-comparison/product-comparison.flow';
import { ProductComparisonView } from '../product-comparison/product-comparison.view';

export default function ProductComparisonPage() {
  return (
    <section className="storefront-page" data-page="product-comparison">
      <ProductComparisonView actorRef={useFlow(productComparisonFlow)} />
    </section>
  );
}
