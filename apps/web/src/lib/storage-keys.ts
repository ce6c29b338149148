/** Keys under which the web app keeps data in localStorage. */
export const STORAGE_KEYS = {
  token: 'quincena.token',
  user: 'quincena.user',
  theme: 'quincena.theme',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads a value; returns null when absent or when storage is unavailable (private mode, blocked cookies). */
export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the value simply is not persisted.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}
