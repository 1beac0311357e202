import { productPageSize, productsQuery, type ProductPage } from '../../api/shop';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { LoadError } from '../../ui/LoadError';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { useListWindow, type ListSettings } from '../../ui/useListWindow';
import { fillTemplate } from '../../core/money';
import { ProductForm } from './ProductForm';
import css from './shop.css';

/** A server page of products; its count holds only when the server gave one (more than the page shows). */
const readProducts = (reply: ProductPage | undefined) => ({
  items: reply?.products ?? [],
  pages: reply?.numPages ?? 1,
  total: reply && (reply.numPages === 1 || reply.numItems > reply.products.length) ? reply.numItems : undefined,
});

export interface ProductGridProps extends ListSettings {
  /** Products a server page (default 12); a page shows as many unless `itemsPerPage` says. */
  pageSize?: number;
  /** A search text: only matching products. */
  q?: string;
  /** Where each product's name links, `{url}` replaced (e.g. `/shop/{url}`); none: no link. */
  productUrl?: string;
  /** Where 'View cart' leads after adding (default '/cart'). */
  cartUrl?: string;
  /** Heading above the grid. */
  heading?: string;
}

/**
 * The products as cards (001 Sell/product_grid): picture, name, price, option, extras,
 * quantity, stock and 'Add to cart' on each card, with page buttons when there is more than
 * one page. Used by `<venue-product-grid>` and the page renderer's `Sell/product_grid` widget.
 */
export function ProductGrid({ pageSize, q, productUrl, cartUrl = '/cart', heading, labels, ...settings }: ProductGridProps) {
  useStyles(css);
  const t = useT();
  // Under the page's h1: the heading is an h2, and the products' names sit below it, or in its place without one.
  const Name = heading ? 'h3' : 'h2';
  const size = productPageSize(pageSize);
  const list = useListWindow(['products', size, q || ''], size, (page) => productsQuery(page, pageSize, q), readProducts, settings);
  const { data, error, loading, reload, page, pages, setPage } = list;

  if (loading && !data) return <Spinner label={t('common.loading')} />;
  if (error && !data)
    return (
      <LoadError error={error} retry={reload}>
        {t('shop.products_error')}
      </LoadError>
    );
  const products = list.items;

  return (
    <section className="product-grid" part="grid" aria-label={heading || t('shop.products')} aria-busy={loading || undefined}>
      {heading ? <h2 className="product-grid-heading">{heading}</h2> : null}
      {products.length === 0 ? <p className="product-empty">{t('shop.no_products')}</p> : null}
      <ul className="product-cards">
        {products.map((product) => (
          <li key={product.id} className="product product-card" part="card">
            <div className="product-media">
              <Image image={product.image} alt="" />
            </div>
            <div className="product-body">
              <Name className="product-name" part="name">
                {productUrl ? (
                  <Link to={fillTemplate(productUrl, { url: product.url, id: product.id })}>{product.name}</Link>
                ) : (
                  product.name
                )}
              </Name>
              <ProductForm product={product} cartUrl={cartUrl} />
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} onPage={setPage} labels={labels} />
    </section>
  );
}
