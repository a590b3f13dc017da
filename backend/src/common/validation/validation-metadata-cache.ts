import { getMetadataStorage, MetadataStorage } from 'class-validator';
import { forgetCompiledDtos } from './compiled-validation';
import { forgetFieldPlans } from './strict-fields';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Metadatas = ReturnType<Lookup>;
type Grouped = ReturnType<MetadataStorage['groupByPropertyName']>;
type DtoClass = Parameters<Lookup>[0];

const cached = new WeakSet<MetadataStorage>();

/**
 * class-validator works out a DTO's rules again on every validation: it walks every class that
 * has rules (instanceof each, for inherited ones), filters and groups them, per object and per
 * nested object. Rules only change when a decorator registers one, so each class's answer is
 * kept until then. Validation itself, and so every message, is class-validator's own. Calls with
 * groups or a schema are passed through (we use neither).
 */
export function cacheValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  if (cached.has(storage)) return;
  cached.add(storage);
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  // Per class, one slot per (always, strictGroups) pair.
  let byClass = new Map<DtoClass, (Metadatas | undefined)[]>();
  const grouped = new WeakMap<Metadatas, Grouped>();

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (typeof target !== 'function' || schema || groups?.length) {
      return lookUp(target, schema, always, strictGroups, groups);
    }
    let slots = byClass.get(target);
    if (!slots) byClass.set(target, (slots = []));
    const slot = (always ? 1 : 0) + (strictGroups ? 2 : 0);
    return (slots[slot] ??= lookUp(target, schema, always, strictGroups, groups));
  };
  // Asked with the array above, so one grouping per class too.
  storage.groupByPropertyName = (metadatas) => {
    let byProperty = grouped.get(metadatas);
    if (!byProperty) grouped.set(metadatas, (byProperty = group(metadatas)));
    return byProperty;
  };
  storage.addValidationMetadata = (metadata) => {
    // A new rule can apply to its class and every subclass: start afresh.
    byClass = new Map();
    forgetCompiledDtos();
    forgetFieldPlans();
    add(metadata);
  };
}
