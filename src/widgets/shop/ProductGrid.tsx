import { useState } from 'react';
import { productsQuery } from '../../api/shop';
import { useQuery } from '../../hooks/useQuery';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { LoadError } from '../../ui/LoadError';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { fillTemplate } from '../../core/money';
import { ProductForm } from './ProductForm';
import css from './shop.css';

export interface ProductGridProps {
  /** Products per page (default 12). */
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
export function ProductGrid({ pageSize, q, productUrl, cartUrl = '/cart', heading }: ProductGridProps) {
  useStyles(css);
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useQuery(productsQuery(page, pageSize, q), { keepPrevious: true });

  if (loading && !data) return <Spinner label={t('common.loading')} />;
  if (error && !data)
    return (
      <LoadError error={error} retry={reload}>
        {t('shop.products_error')}
      </LoadError>
    );
  const products = data?.products ?? [];
  const pages = data?.numPages ?? 1;

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
              <h3 className="product-name" part="name">
                {productUrl ? (
                  <Link to={fillTemplate(productUrl, { url: product.url, id: product.id })}>{product.name}</Link>
                ) : (
                  product.name
                )}
              </h3>
              <ProductForm product={product} cartUrl={cartUrl} />
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="product-pages" aria-label={t('shop.page_nav')} part="pagination">
          <button type="button" className="page-button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('shop.previous')}
          </button>
          <span aria-live="polite">{t('shop.page_of', { page, pages })}</span>
          <button type="button" className="page-button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('shop.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
