/** The value when it is an absolute http(s) address, else undefined: how an API or site address is checked. */
export const httpUrl = (value: string | undefined): string | undefined => (value && /^https?:\/\/[^/]/i.test(value) ? value : undefined);
