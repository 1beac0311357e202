import { useEffect, useState } from 'react';
import { cartRemove, cartUpdate, type CartItem } from '../../api/cart';
import { MAX_QTY } from '../../core/money';
import { useMoney } from '../../hooks/useMoney';
import { useT } from '../../hooks/useT';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { Image } from '../../ui/Image';
import { QuantityField, quantityOf } from '../../ui/QuantityField';

/** Runs a cart change for the cart, which shows its failure. */
export type CartAction = (change: () => Promise<unknown>) => Promise<void>;

/** One cart line with its quantity form. */
export function CartLine({ item, act }: { item: CartItem; act: CartAction }) {
  const t = useT();
  const money = useMoney();
  const [qty, setQty] = useState(String(item.qty));
  useEffect(() => setQty(String(item.qty)), [item.qty]);

  const limited = item.can_purchase_qty < item.qty;
  const max = limited ? Math.max(item.can_purchase_qty, 1) : MAX_QTY;
  const n = quantityOf(qty, max);
  const skuName = typeof item.sku?.name === 'string' && item.sku.name !== item.product_name ? item.sku.name : '';
  const addons = Array.isArray(item.addons) ? item.addons : [];

  return (
    <li className="cart-line" part="line" data-out-of-stock={limited || undefined}>
      <div className="cart-line-media">
        <Image image={item.img ? { ...item.img, width: 1, height: 1 } : null} alt="" width={96} height={96} />
      </div>
      <div className="cart-line-info">
        <h3 className="cart-line-name" part="line-name">
          {item.product_name || item.name}
        </h3>
        {skuName ? <p className="cart-line-meta">{t('shop.sku', { name: skuName })}</p> : null}
        {item.sku?.code ? <p className="cart-line-meta">{t('shop.sku_code', { code: item.sku.code })}</p> : null}
        {addons.length ? (
          <ul className="cart-line-addons">
            {addons.map((addon, index) => (
              <li key={addon.id ?? index}>
                {addon.name}
                {typeof addon.price === 'number' ? ` (+${money(addon.price)})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="cart-line-price">
          <span className="cart-label">{t('shop.price')}</span> {money(item.price)}
        </p>
        {limited ? (
          <p className="cart-line-stock" role="status">
            {item.can_purchase_qty > 0 ? t('shop.only_available', { count: item.can_purchase_qty }) : t('shop.item_out_of_stock')}
          </p>
        ) : null}
      </div>
      <Form
        className="cart-line-qty"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <QuantityField
          label={t('shop.quantity')}
          max={max}
          value={qty}
          onChange={setQty}
          invalidText={t('shop.only_available', { count: max })}
          quiet={limited && Number(qty) === item.qty}
          hint={<span className="sr-only">{item.product_name || item.name}</span>}
        />
        <div className="cart-line-buttons">
          {limited && item.can_purchase_qty > 0 ? (
            <Button variant="secondary" onClick={() => act(() => cartUpdate(item.id, item.can_purchase_qty))}>
              {t('shop.set_to', { count: item.can_purchase_qty })}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="secondary"
              disabled={n === undefined || n === item.qty}
              onClick={() => act(() => cartUpdate(item.id, n!))}
            >
              {t('shop.update')}
              <span className="sr-only"> – {item.product_name || item.name}</span>
            </Button>
          )}
          <Button variant="link" onClick={() => act(() => cartRemove(item.id))}>
            {t('shop.remove')}
            <span className="sr-only"> – {item.product_name || item.name}</span>
          </Button>
        </div>
      </Form>
      <p className="cart-line-subtotal" part="line-subtotal">
        <span className="cart-label">{t('shop.subtotal')}</span> {money(item.subtotal)}
      </p>
    </li>
  );
}
