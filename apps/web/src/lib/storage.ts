/** Web storage that never throws (private mode, disabled storage, tests without a DOM). */
const storageOf = (kind: 'local' | 'session'): Storage | undefined => {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStorage = (kind: 'local' | 'session', key: string): string | null => {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStorage = (kind: 'local' | 'session', key: string, value: string): void => {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value is only a convenience.
  }
};

export const removeStorage = (kind: 'local' | 'session', key: string): void => {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Ignore: nothing to remove.
  }
};
