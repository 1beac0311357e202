/** A text's hash as a policy names it (`'sha256-…'`): Web Crypto, as in Node and in a Worker. */
export async function policyHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
