/** 000 §4 / §9: ready once the token check finished, or after a 2 s fallback; waits poll every 100 ms. */
export const READY_FALLBACK_MS = 2_000;
export const READY_POLL_MS = 100;

export interface Readiness {
  open(): void;
  isReady(): boolean;
  whenReady(): Promise<void>;
}

export function createReadiness(now: () => number, sleep: (ms: number) => Promise<void>): Readiness {
  const startedAt = now();
  let opened = false;
  const isReady = () => opened || now() - startedAt >= READY_FALLBACK_MS;
  return {
    open() {
      opened = true;
    },
    isReady,
    async whenReady() {
      while (!isReady()) await sleep(READY_POLL_MS);
    },
  };
}
