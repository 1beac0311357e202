/** The venue's site settings: GET currentDomain, "read from data" (001 §7). */
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';

/** Feature flags and options of 000 §6 / 001 §3, all off by default except show_back_to_top. */
export interface SiteSettings {
  name: string;
  isEcommerce: boolean;
  payment_to_user_id: number;
  show_back_to_top: boolean;
  code_only: boolean;
  google: boolean;
  ask_date_of_birth: boolean;
  edit_name: boolean;
  edit_date_of_birth: boolean;
  change_date_of_birth: boolean;
  edit_drivers_licence: boolean;
  edit_emergency_contact: boolean;
  edit_company_name: boolean;
  edit_company_phone: boolean;
  edit_trading_name: boolean;
  edit_abn: boolean;
  edit_website: boolean;
  edit_facebook: boolean;
  edit_club_additional_member: boolean;
  /** Label of the club additional member field (default 'Partner Name'). */
  club_additional_member_label: string;
  manage_addresses: boolean;
  /** Voucher amounts, pipe-separated dollars. */
  amounts: string;
  allow_custom_amounts: boolean;
  /** Every field of the domain record, as the server sent it. */
  domain: Record<string, unknown>;
}

export const DEFAULT_SETTINGS: SiteSettings = {
  name: '',
  isEcommerce: false,
  payment_to_user_id: 1,
  show_back_to_top: true,
  code_only: false,
  google: false,
  ask_date_of_birth: false,
  edit_name: false,
  edit_date_of_birth: false,
  change_date_of_birth: false,
  edit_drivers_licence: false,
  edit_emergency_contact: false,
  edit_company_name: false,
  edit_company_phone: false,
  edit_trading_name: false,
  edit_abn: false,
  edit_website: false,
  edit_facebook: false,
  edit_club_additional_member: false,
  club_additional_member_label: 'Partner Name',
  manage_addresses: false,
  amounts: '',
  allow_custom_amounts: true,
  domain: {},
};

/** Flags may sit on the domain record itself or in one of its nested groups. */
const GROUPS = ['settings', 'feature_flags', 'features', 'login', 'template_variables', 'templatevar', 'options'];

export function readSettings(domain: Record<string, unknown>): SiteSettings {
  const sources = [
    domain,
    ...GROUPS.map((g) => domain[g]).filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object'),
  ];
  const out: SiteSettings = { ...DEFAULT_SETTINGS, domain };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[]) {
    if (key === 'domain') continue;
    for (const source of sources) {
      const value = source[key];
      if (value === undefined || value === null) continue;
      const fallback = DEFAULT_SETTINGS[key];
      (out as unknown as Record<string, unknown>)[key] =
        typeof fallback === 'boolean'
          ? value === true || value === 1 || value === '1' || value === 'true'
          : typeof fallback === 'number'
            ? Number(value)
            : String(value);
    }
  }
  return out;
}

export async function getSiteSettings(http: HttpClient): Promise<SiteSettings> {
  const reply = await http.request<{ data?: Record<string, unknown> }>('/api/v1/cognito/domain/currentDomain');
  return readSettings(reply?.data ?? {});
}

// Query options for the page's one query cache (core/query): one key per resource.

export const siteSettingsQuery = () => ({ key: ['site-settings'], fn: ({ http }: QueryContext) => getSiteSettings(http) });
