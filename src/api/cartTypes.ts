/** The cart's shapes as the API sends and takes them (000 §3), and what the store keeps of them. */
import { pickTyped } from '../core/store';

/** 000 §3 Cart item. */
export interface CartItem {
  id: number;
  url: string;
  name: string;
  product_name: string;
  sku_id: number;
  sku: { code: string; name?: string; [key: string]: unknown };
  addons: { id?: number; name?: string; price?: number }[];
  qty: number;
  price: number;
  image: unknown;
  img: { url: string; webp_url?: string; placeholder?: string } | null;
  subtotal: number;
  can_purchase_qty: number;
  in_stock?: boolean;
}

/** 000 §3 Cart state (persisted), plus what the last getCart said about the promotion. */
export interface CartState {
  cartitemCount: number;
  cartSubtotal: number;
  sessionKey: string;
  hasCartItems: boolean;
  all_in_stock: boolean;
  /** The code the shopper entered (sent with every getCart). */
  promotion_code: string;
  discount_amount: number;
  shipping_amount: number;
  shipping_address: string;
  shipping_type: string;
  total_amount: number;
  total_tax: number;
  payment_types: unknown[];
  addresses: unknown[];
  items: CartItem[];
  /** The code the server applied ('' when none or not valid). */
  promotion_applied: string;
  /** The server's word on the promotion code ('Promotion … applied', 'not valid'). */
  promotion_message: string;
  /** Whose cart `sessionKey` is: the member's id once merged, 0 for a visitor. */
  owner: number;
}

export const EMPTY_CART: CartState = {
  cartitemCount: 0,
  cartSubtotal: 0,
  sessionKey: '',
  hasCartItems: false,
  all_in_stock: true,
  promotion_code: '',
  discount_amount: 0,
  shipping_amount: 0,
  shipping_address: '',
  shipping_type: '',
  total_amount: 0,
  total_tax: 0,
  payment_types: [],
  addresses: [],
  items: [],
  promotion_applied: '',
  promotion_message: '',
  owner: 0,
};

export function validateCart(value: unknown): Partial<CartState> | null {
  const picked = pickTyped(value, EMPTY_CART);
  if (!picked) return null;
  const raw = value as Record<string, unknown>;
  for (const list of ['payment_types', 'addresses', 'items'] as const) {
    if (Array.isArray(raw[list])) picked[list] = raw[list] as never;
  }
  // Items must at least look like items: a foreign array is discarded, not rendered.
  if (picked.items?.some((item) => !item || typeof item !== 'object' || typeof item.id !== 'number')) picked.items = [];
  return picked;
}

/** A getCart reply (cartAdd, cartUpdate, cartRemove and mergeCart reply the same fields). */
export interface GetCartReply {
  item_count?: number;
  items?: CartItem[];
  subtotal?: number;
  sessionKey?: string;
  all_in_stock?: boolean;
  discount_amount?: number;
  shipping_amount?: number;
  total_amount?: number;
  total_tax?: number;
  payment_types?: unknown[];
  promotion_code?: string | null;
  promotion_message?: string;
  shipping_type?: number | string | null;
}

/** 000 §3 Shipping quote option, as shown: the name carries the amount with 2 decimals. */
export interface ShippingOption {
  id: number;
  name: string;
  amount: number;
  is_pick_up: boolean;
}

/** 000 §3 Order, as submitted (exactly these fields). */
export interface OrderSubmission {
  address: unknown;
  shipping_option_id: number | string;
  paymentGateway: string;
  note: string;
  promotion_code: string;
  url: string;
}

export { encodeUrl } from './payment';

export interface OrderReply {
  success?: boolean;
  payment?: string | null;
  message?: string;
  order_id?: number;
}
