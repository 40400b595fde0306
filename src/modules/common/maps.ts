// Small helpers for maps of maps (the keeper's sums, memo tables).

/** The value under `key`, made by `make` and stored on first use. */
export function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
