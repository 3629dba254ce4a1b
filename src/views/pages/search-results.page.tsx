// spec §2 search results (issue 34): /:tenant/search?q=&category=&minPrice=&maxPrice=&sort=&page=. A change of the URL
// from outside the page (the header's search box, back and forward) searches again.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useFlow } from '../flows/use-flow';
import { criteriaFromSearch, sameCriteria } from '../product-search/catalogue-env';
import { productSearchFlow } from '../product-search/product-search.flow';
import { ProductSearchView } from '../product-search/product-search.view';

export default function SearchResultsPage() {
  const actorRef = useFlow(productSearchFlow);
  const [search] = useSearchParams();
  const criteria = useSelector(actorRef, (s) => s.context.criteria);
  useEffect(() => {
    const fromUrl = criteriaFromSearch(search);
    if (!sameCriteria(fromUrl, criteria)) actorRef.send({ type: 'criteria.change', criteria: fromUrl });
    // only a change of the URL is news; the machine's own criteria changes write the URL themselves
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, actorRef]);
  return (
    <section className="storefront-page" data-page="search-results">
      <ProductSearchView actorRef={actorRef} />
    </section>
  );
}
