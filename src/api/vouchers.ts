/** Gift vouchers: themes, buying and redeeming (001 §2 Gift voucher screen, §3, §7). No React here. */
import { withVariants, type Image } from '../core/images';
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import { http as browserHttp } from '../core/runtime';
import { encodeUrl } from './payment';
import { graphql, IMAGE_FIELDS } from './graphql';

/** 001 §3 Gift voucher theme. */
export interface VoucherTheme {
  id: string;
  name: string;
  image: Image | null;
}

/** 001 §7: cognitoGiftVoucherThemes with the image at 16x9, 400 wide. */
const THEMES = `query GiftVoucherThemes {
  cognitoGiftVoucherThemes { id name image(width: 400, aspect: "16x9") { ${IMAGE_FIELDS} } }
}`;

export async function listVoucherThemes(http: HttpClient): Promise<VoucherTheme[]> {
  const data = await graphql<{ cognitoGiftVoucherThemes?: ({ id?: unknown; name?: unknown; image?: Image | null } | null)[] }>(
    http,
    THEMES,
  );
  return (data?.cognitoGiftVoucherThemes ?? [])
    .filter((theme): theme is NonNullable<typeof theme> => Boolean(theme && theme.id !== undefined && theme.id !== null))
    .map((theme) => ({ id: String(theme.id), name: String(theme.name ?? ''), image: theme.image?.url ? withVariants(theme.image) : null }));
}

/** The amount option that asks for a custom amount (001 §5). */
export const CUSTOM_AMOUNT = -1;

/**
 * The site's voucher amounts (001 §3 site template variables: pipe-separated dollars) as
 * numbers above 0, in their order, without repeats; '$50 | 100' reads as 50 and 100.
 */
export function parseAmounts(text: string | null | undefined): number[] {
  const out: number[] = [];
  for (const part of String(text ?? '').split('|')) {
    const n = Number(part.replace(/[$,\s]/g, ''));
    if (part.trim() && Number.isFinite(n) && n > 0 && !out.includes(n)) out.push(n);
  }
  return out;
}

/**
 * The amount a choice stands for: a listed amount, or with 'Custom Amount' (-1) the custom text
 * read as a float (001 §5); 0 when there is none yet.
 */
export function voucherAmount(choice: string, custom: string): number {
  const picked = Number(choice);
  if (!choice || !Number.isFinite(picked)) return 0;
  if (picked !== CUSTOM_AMOUNT) return picked > 0 ? picked : 0;
  const value = Number.parseFloat(custom.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : 0;
}

export interface VoucherReply {
  success: boolean;
  message: string;
  /** The payment page (payNow), followed on success. */
  payment: string;
}

function reply(raw: { success?: unknown; message?: unknown; payment?: unknown } | null | undefined): VoucherReply {
  return {
    success: raw?.success === true || raw?.success === 1 || raw?.success === 'true',
    message: typeof raw?.message === 'string' ? raw.message : '',
    payment: typeof raw?.payment === 'string' ? raw.payment : '',
  };
}

/** POST giftVoucher/payNow {theme_id, amount, url (base64)} (001 §3 Purchase payload, §7). */
export async function payForVoucher(themeId: string, amount: number, returnUrl: string): Promise<VoucherReply> {
  const themeNumber = Number(themeId);
  return reply(
    await browserHttp.request('/api/v1/cognito/giftVoucher/payNow', {
      method: 'POST',
      body: { theme_id: Number.isFinite(themeNumber) ? themeNumber : themeId, amount, url: encodeUrl(returnUrl) },
    }),
  );
}

/** POST giftVoucher/redeem {code} (001 §7). */
export async function redeemVoucher(code: string): Promise<VoucherReply> {
  return reply(await browserHttp.request('/api/v1/cognito/giftVoucher/redeem', { method: 'POST', body: { code } }));
}

// Query options for the page's one query cache (core/query): one key per resource.

export const voucherThemesQuery = () => ({ key: ['voucher-themes'], fn: ({ http }: QueryContext) => listVoucherThemes(http) });
