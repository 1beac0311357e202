/**
 * The service-worker update check (000 §4, §9): the site registers its worker, fetches the
 * worker's file without cache every 10 minutes and asks the registration to update on a 200;
 * a new worker that has installed while an older one controls the page is a waiting update,
 * which the banner offers and the next navigation applies.
 */
import { createStore } from 'zustand/vanilla';
import { inBrowser } from '../core/platform';

/** 000 §9: the update check runs every 10 minutes. */
export const UPDATE_CHECK_MS = 10 * 60_000;

export const updateStore = createStore<{ waiting: ServiceWorker | null }>(() => ({ waiting: null }));

let started = false;

export async function watchUpdates(scriptUrl: string): Promise<void> {
  if (started || !inBrowser || !('serviceWorker' in navigator)) return;
  started = true;
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(scriptUrl, { updateViaCache: 'none' });
  } catch {
    return;
  }
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) updateStore.setState({ waiting: worker });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  setInterval(() => void check(registration, scriptUrl), UPDATE_CHECK_MS);
}

async function check(registration: ServiceWorkerRegistration, scriptUrl: string): Promise<void> {
  try {
    const reply = await fetch(scriptUrl, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } });
    if (reply.status === 200) await registration.update();
  } catch {
    // Offline: the next check tries again.
  }
}

/**
 * Applies a waiting update: the new worker takes over, then `done` runs (a full load, so the
 * new code serves the page). False when nothing waits.
 */
export function applyUpdate(done: () => void): boolean {
  const worker = updateStore.getState().waiting;
  if (!worker) return false;
  updateStore.setState({ waiting: null });
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    done();
  };
  navigator.serviceWorker.addEventListener('controllerchange', finish, { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
  setTimeout(finish, 3000);
  return true;
}
