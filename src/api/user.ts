/** 000 §7 User and Address calls for signed-in members. */
import type { Progress } from '../core/http/transport';
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import { http as browserHttp } from '../core/runtime';
import type { User } from '../core/session/userStore';
import { reloadUser } from './account';
import { DEFAULT_SETTINGS } from './site';

const USER = '/api/v1/cognito/user';
const ADDRESS = '/api/v1/sell/address';

/** 000 §3 Address. */
export interface Address {
  id: number;
  display_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  street_address: string;
  street_address_1: string;
  postcode: string;
  city: string;
  state: string;
  country: string;
  enabled?: boolean | number;
}

export type NewAddress = Omit<Address, 'id' | 'display_name' | 'enabled'> & { display_name?: string };

const list = <T>(reply: unknown): T[] =>
  Array.isArray(reply) ? reply : Array.isArray((reply as { data?: unknown })?.data) ? (reply as { data: T[] }).data : [];

/** GET creditBalance {supplier} → balance; the supplier is the site's payment_to_user_id (000 §1, default 1). */
export async function creditBalance(http: HttpClient, supplier: string | number): Promise<number> {
  const reply = await http.request<{ balance?: number | string }>(`${USER}/creditBalance`, { query: { supplier } });
  return Number(reply?.balance ?? 0) || 0;
}

/** GET myAccount. */
export function myAccount(): Promise<unknown> {
  return browserHttp.request(`${USER}/myAccount`);
}

/** POST uploadImage {image} with upload progress; the user is then reloaded (000 §7). */
export async function uploadImage(image: string, onProgress?: (p: Progress) => void): Promise<User> {
  await browserHttp.request(`${USER}/uploadImage`, { method: 'POST', body: { image }, onProgress });
  return reloadUser();
}

/**
 * Saves profile fields the site's edit flags allow (the server refuses the others): the generic
 * model call POST {base}/update with the record's id (000 §7) on the user base.
 */
export async function updateProfile(id: number | null, fields: Partial<User>): Promise<User> {
  await browserHttp.request(`${USER}/update`, { method: 'POST', body: { ...fields, id } });
  return reloadUser();
}

/** GET user/{url} {image_aspect, image_width}: a member's public record. */
export function userByUrl(url: string, image_aspect = 'Square', image_width = 300): Promise<unknown> {
  return browserHttp.request(`${USER}/${encodeURIComponent(url)}`, { query: { image_aspect, image_width } });
}

/** GET /api/v1/sell/address. */
export async function listAddresses(http: HttpClient): Promise<Address[]> {
  return list<Address>(await http.request(ADDRESS));
}

/** POST /api/v1/sell/address/create. */
export function createAddress(address: NewAddress): Promise<unknown> {
  return browserHttp.request(`${ADDRESS}/create`, { method: 'POST', body: address });
}

/** POST /api/v1/sell/address/enable or /disable {id}. */
export function setAddressEnabled(id: number, enabled: boolean): Promise<unknown> {
  return browserHttp.request(`${ADDRESS}/${enabled ? 'enable' : 'disable'}`, { method: 'POST', body: { id } });
}

// Query options for the page's one query cache (core/query): one key per resource.

/** The member's credit with the site's supplier (payment_to_user_id of the domain settings; default 1). */
export const creditQuery = (supplier: string | number = DEFAULT_SETTINGS.payment_to_user_id) => ({
  key: ['credit', String(supplier)],
  fn: ({ http }: QueryContext) => creditBalance(http, supplier),
  private: true,
  staleTime: 0,
});

export const addressesQuery = () => ({
  key: ['addresses'],
  fn: ({ http }: QueryContext) => listAddresses(http),
  private: true,
  staleTime: 0,
});
