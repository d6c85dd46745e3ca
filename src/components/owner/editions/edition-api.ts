/**
 * The edition API's addresses, and the two requests `postOwner` (../fields.tsx) does not make:
 * reading (GET: the edition, the audience's size) and an image's upload (its raw bytes as the
 * body). Their answers have the shape of postOwner's, so every caller reads failures the same
 * way: the server's translated message, or the network message when it could not be reached.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { REQUEST_TIMEOUT_MS } from '../../../lib/post-json.ts';
import type { OwnerAnswer, OwnerResult } from '../fields.tsx';

/** An image may take a while to go up from a phone: more than the JSON requests' timeout. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type EditionAction =
  | 'save'
  | 'preview'
  | 'test'
  | 'audience'
  | 'send'
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'delete';

/** An edition's API address, or one of its actions'. */
export function editionApi(id: number, action?: EditionAction): string {
  return `/api/admin/editions/${id}${action ? `/${action}` : ''}`;
}

async function request<T>(url: string, init: RequestInit, timeout: number, network: string): Promise<OwnerResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
  } catch {
    return { ok: false, message: network, outcome: undefined };
  }
  const body = (await response.json().catch(() => undefined)) as (T & Partial<OwnerAnswer>) | undefined;
  if (!response.ok || !body) return { ok: false, message: body?.message ?? network, outcome: body?.outcome };
  return { ok: true, body };
}

/** Reads an owner API (the language in the address, so a refusal comes translated). */
export function getOwner<T>(url: string, locale: string, network: string): Promise<OwnerResult<T>> {
  const address = `${url}${url.includes('?') ? '&' : '?'}locale=${locale}`;
  return request<T>(address, { headers: { Accept: 'application/json' } }, REQUEST_TIMEOUT_MS, network);
}

/** How many subscribers the saved audience reaches, and in which languages. */
export interface AudienceSize {
  recipients: number;
  byLanguage: Record<Locale, number>;
  /** Subscribers whose language has no version: they get the fallback, or nothing. */
  withoutVersion: number;
}

/** Reads how many the saved audience of edition `id` reaches. */
export function audienceSize(id: number, locale: Locale, network: string): Promise<OwnerResult<AudienceSize>> {
  return getOwner<AudienceSize>(editionApi(id, 'audience'), locale, network);
}

/** Where an uploaded image is served from, and its size in pixels. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/** Sends an image for an edition: its bytes as they are, with their type. */
export function uploadImage(file: File, locale: string, network: string): Promise<OwnerResult<UploadedImage>> {
  return request<UploadedImage>(
    `/api/admin/edition-images?locale=${locale}`,
    { method: 'POST', headers: { 'Content-Type': file.type, Accept: 'application/json' }, body: file },
    UPLOAD_TIMEOUT_MS,
    network,
  );
}
