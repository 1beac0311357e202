/**
 * The replies the loader asks for before any chunk has arrived (loader/early), as the core's
 * http client finds and adopts them (core/runtime `takeEarly`): one key for a call on both sides.
 */

/** A reply as the loader keeps it: the core parses it as its own transport would. */
export interface EarlyReply {
  status: number;
  text: string;
  type: string | null;
}

/** When it was asked (ms since epoch) and what came back (undefined: it failed). */
export interface EarlyEntry {
  at: number;
  reply: Promise<EarlyReply | undefined>;
}

export const earlyKey = (method: string, url: string, body?: string) => `${method} ${url}${body ? ` ${body}` : ''}`;
