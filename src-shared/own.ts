/**
 * Lookups by a name someone typed (a workflow variable, a question's name, a sentence): only what the
 * record itself holds. `name in record` and `record[name]` also reach what every object inherits
 * (`constructor`, `toString`, `__proto__`…), which would read as a function where text was expected.
 */

/** Whether `key` is one of the record's own keys. */
export function isOwnKey<R extends object>(record: R, key: PropertyKey): key is keyof R {
  return Object.hasOwn(record, key);
}

/** The record's own value at `key`; undefined when it has none (whatever it inherits). */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
