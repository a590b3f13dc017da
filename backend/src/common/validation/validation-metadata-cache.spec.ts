import { getMetadataStorage, IsInt, Max, MetadataStorage, Min, validate } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class PageDto {
  @IsInt() @Min(1) page!: number;
}

class LimitedPageDto extends PageDto {
  @IsInt() @Max(100) limit!: number;
}

const rulesOf = (storage: MetadataStorage, target: new () => object) =>
  storage
    .getTargetValidationMetadatas(target, '', false, false)
    .map((m) => `${m.propertyName}:${m.name ?? m.type}`)
    .sort();

describe('cacheValidationMetadata', () => {
  it('answers a class its own and inherited rules, the same as class-validator, once per class', () => {
    const storage = new MetadataStorage();
    const plain = new MetadataStorage();
    // The rules the decorators registered, copied into two fresh stores.
    for (const s of [storage, plain]) {
      for (const target of [PageDto, LimitedPageDto]) {
        for (const m of getMetadataStorage().getTargetValidationMetadatas(
          target,
          '',
          false,
          false,
        )) {
          if (m.target === target) s.addValidationMetadata(m);
        }
      }
    }
    cacheValidationMetadata(storage);

    expect(rulesOf(storage, LimitedPageDto)).toEqual(rulesOf(plain, LimitedPageDto));
    expect(rulesOf(storage, PageDto)).toEqual(rulesOf(plain, PageDto));
    const first = storage.getTargetValidationMetadatas(LimitedPageDto, '', false, false);
    expect(storage.getTargetValidationMetadatas(LimitedPageDto, '', false, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
  });

  it('sees a rule registered after the first lookup, on the class and its subclasses', () => {
    const storage = new MetadataStorage();
    cacheValidationMetadata(storage);
    const [rule] = new MetadataStorage().getTargetValidationMetadatas(PageDto, '', false, false);
    expect(storage.getTargetValidationMetadatas(LimitedPageDto, '', false, false)).toEqual([]);
    storage.addValidationMetadata(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      { ...(rule ?? {}), target: PageDto, propertyName: 'page', type: 'customValidation' } as any,
    );
    expect(
      storage
        .getTargetValidationMetadatas(LimitedPageDto, '', false, false)
        .map((m) => m.propertyName),
    ).toEqual(['page']);
  });

  it('leaves validation and its messages to class-validator', async () => {
    cacheValidationMetadata();
    const dto = Object.assign(new LimitedPageDto(), { page: 0, limit: 500 });
    const errors = await validate(dto, { stopAtFirstError: true });
    // class-validator's order: the class's own rules, then inherited ones.
    expect(errors.map((e) => Object.values(e.constraints ?? {})[0])).toEqual([
      'limit must not be greater than 100',
      'page must not be less than 1',
    ]);
    // A second time, from the kept rules, the same.
    const again = await validate(dto, { stopAtFirstError: true });
    expect(again.map((e) => e.constraints)).toEqual(errors.map((e) => e.constraints));
  });
});
