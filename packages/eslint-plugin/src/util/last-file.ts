/**
 * A cache of one entry: what was derived from the file linted last. ESLint runs every rule of a file before it moves
 * to the next, so one entry serves them all. A WeakMap would do the same, but each of its entries keeps its value
 * alive for as long as the garbage collector takes its key for alive: a young-generation collection takes any
 * old-generation key for alive, so every linted file's index would be copied and promoted until the next full
 * collection (measured: collections of the young generation took markedly longer over a lint run).
 */
export class LastFileCache<K extends object, V> {
  private key: K | undefined;
  private value: V | undefined;

  /** The value kept for `key`, if `key` is the file seen last. */
  get(key: K): V | undefined {
    return key === this.key ? this.value : undefined;
  }

  /** Keeps `value` for `key`, dropping what was kept for the previous file. */
  set(key: K, value: V): void {
    this.key = key;
    this.value = value;
  }
}
