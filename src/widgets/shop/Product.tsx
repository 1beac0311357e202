import { useMemo } from 'react';
import { productQuery } from '../../api/shop';
import { currentUrl } from '../../core/navigation';
import { CmsHtml } from '../../ui/CmsHtml';
import { useHost } from '../../hooks/useHostEvents';
import { useQuery } from '../../hooks/useQuery';
import { useStructuredData } from '../../hooks/useStructuredData';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { LoadError } from '../../ui/LoadError';
import { Image } from '../../ui/Image';
import { Spinner } from '../../ui/Spinner';
import { ProductForm } from './ProductForm';
import { productJsonLd } from './productJsonLd';
import css from './shop.css';

export interface ProductProps {
  /** The product's url (its key), e.g. `lakeside-cap`. */
  url?: string;
  /** Where 'View cart' leads after adding (default '/cart'). */
  cartUrl?: string;
}

/**
 * One product (001 Sell/product_view): picture, name, description, price, option (sku) and
 * extras (addons), quantity, stock and 'Add to cart'. Used by `<venue-product>` and by the page
 * renderer's `Sell/product_view` widget. Its schema.org Product data goes in the light DOM.
 */
export function Product({ url = '', cartUrl = '/cart' }: ProductProps) {
  useStyles(css);
  const t = useT();
  const { data, error, loading, reload } = useQuery(url ? productQuery(url) : null);
  // Search engines read the product and its offers from the light DOM (001 §9).
  const pageUrl = currentUrl();
  const records = useMemo(() => (data ? [productJsonLd(data, { url: pageUrl || undefined })] : []), [data, pageUrl]);
  useStructuredData(useHost(), records);
  if (!url) return null;
  if (loading && !data) return <Spinner label={t('common.loading')} />;
  if (error)
    return (
      <LoadError error={error} retry={reload}>
        {t('shop.product_error')}
      </LoadError>
    );
  // No such product (or a server without the shop): said plainly, with nothing to retry.
  if (!data) return <Alert tone="warning">{t('shop.product_error')}</Alert>;
  return (
    <article className="product product-view" part="product">
      <div className="product-media">
        <Image image={data.image} alt={data.name} eager />
      </div>
      <div className="product-body">
        <h2 className="product-name" part="name">
          {data.name}
        </h2>
        {data.description ? <CmsHtml className="product-description" html={data.description} /> : null}
        <ProductForm product={data} cartUrl={cartUrl} />
      </div>
    </article>
  );
}
