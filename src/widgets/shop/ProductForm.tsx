import { useRef, useState } from 'react';
import { cartAdd } from '../../api/cart';
import type { Product as ProductData, ProductSku } from '../../api/shop';
import { useT } from '../../hooks/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Link } from '../../ui/Link';
import { QuantityField, quantityOf } from '../../ui/QuantityField';
import { Select } from '../../ui/Select';
import { fillTemplate, MAX_QTY } from '../../core/money';
import { useMoney } from '../../hooks/useMoney';
import { Form } from '../../ui/Form';
import { useForm } from '../../ui/form/useForm';

const REPEAT_GUARD_MS = 1000;

const firstChoice = (skus: ProductSku[]) => skus.find((s) => s.in_stock) ?? skus[0];

/**
 * The buying part of a product: price, option, extras, quantity, stock and 'Add to cart'. Each
 * click sends exactly one cartAdd; the button is busy until the cart has reloaded, so a double
 * click or Enter held down adds once. Typed choices stay after an error.
 */
export function ProductForm({ product, cartUrl }: { product: ProductData; cartUrl: string }) {
  const t = useT();
  const money = useMoney();
  const form = useForm(() => ({ sku: String(firstChoice(product.skus)?.id ?? ''), qty: '1' }));
  const [addons, setAddons] = useState<number[]>([]);
  const [added, setAdded] = useState('');
  const { sku: skuId, qty } = form.values;

  const sku = product.skus.find((s) => String(s.id) === skuId);
  const addonTotal = product.addons.filter((a) => addons.includes(a.id)).reduce((sum, a) => sum + a.price, 0);
  const inStock = sku ? sku.in_stock : product.in_stock;
  const maxQty = Math.max(1, Math.min(MAX_QTY, sku?.stock ?? MAX_QTY));
  const qtyNumber = quantityOf(qty, maxQty);

  // A held Enter key or a nervous double click after the add finished is the same add: repeats
  // within a second of a success are ignored.
  const settledAt = useRef(0);
  const add = () => {
    if (Date.now() - settledAt.current < REPEAT_GUARD_MS) return;
    setAdded('');
    if (!sku) return form.setError(t('shop.choose_option'));
    if (qtyNumber === undefined) return form.setError('');
    return form.run(async () => {
      await cartAdd(sku.id, qtyNumber, addons);
      settledAt.current = Date.now();
      setAdded(t('shop.added', { name: product.name }));
    });
  };
  const result = added || form.error;

  // Shown unit price: the option's own (the server's), extras listed with theirs.
  const unit = sku ? sku.price : product.price;
  const priceText = product.skus.length > 1 && !sku ? t('shop.from_price', { price: money(product.price) }) : money(unit);

  return (
    <Form
      className="product-form"
      part="form"
      noValidate
      onSubmit={(event) => {
        // Enter in a field "clicks" the submit button; the button does the work (and ignores repeats).
        event.preventDefault();
      }}
    >
      <p className="product-price" part="price">
        {priceText}
        {addonTotal > 0 ? <span className="product-addon-total"> + {money(addonTotal)}</span> : null}
      </p>
      <p className="product-stock" data-in-stock={inStock || undefined} part="stock">
        {inStock ? (sku && sku.stock <= 5 ? t('shop.only_left', { count: sku.stock }) : t('shop.in_stock')) : t('shop.out_of_stock')}
      </p>
      {product.skus.length > 1 ? (
        <Select
          label={t('shop.option')}
          name="sku"
          value={skuId}
          prompt={false}
          onChange={(value) => {
            form.set('sku')(value);
            setAdded('');
            form.setError('');
          }}
          options={product.skus.map((s) => ({
            value: s.id,
            label: t(s.in_stock ? 'shop.sku_option' : 'shop.sku_option_out', { name: s.name, price: money(s.price) }),
          }))}
        />
      ) : null}
      {product.addons.length ? (
        <fieldset className="product-addons">
          <legend>{t('shop.addons')}</legend>
          {product.addons.map((addon) => (
            <Checkbox
              key={addon.id}
              name="addons"
              label={t('shop.addon_option', { name: addon.name, price: money(addon.price) })}
              value={addons.includes(addon.id)}
              onChange={(on) => setAddons((list) => (on ? [...list, addon.id] : list.filter((id) => id !== addon.id)))}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="product-actions">
        <QuantityField
          className="product-qty"
          label={t('shop.quantity')}
          max={maxQty}
          value={qty}
          onChange={form.set('qty')}
          disabled={!inStock}
          quiet={!inStock}
          invalidText={t('shop.only_available', { count: maxQty })}
        />
        <Button type="submit" className="product-add" disabled={!inStock} onClick={add}>
          {inStock ? t('shop.add_to_cart') : t('shop.out_of_stock')}
          <span className="sr-only"> – {product.name}</span>
        </Button>
      </div>
      <div className="product-feedback" aria-live="polite">
        {result ? (
          <Alert tone={added ? 'success' : 'danger'}>
            {result}{' '}
            {added ? (
              <Link to={fillTemplate(cartUrl, {})} part="cart-link">
                {t('shop.view_cart')}
              </Link>
            ) : null}
          </Alert>
        ) : null}
      </div>
    </Form>
  );
}
