/** Deletes the first-inserted entries until the map holds at most `max` (a bounded cache). */
export function dropOldest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) map.delete(map.keys().next().value as K);
}
