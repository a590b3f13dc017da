import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsDate, IsInt, IsOptional, Min, ValidateNested } from 'class-validator';
import { looseFieldAt } from './strict-fields';

class RefDto {
  @Min(1) @IsInt() @Type(() => Number) event_id!: number;
}

class CallDto {
  @IsOptional() @Min(1) @IsInt() @Type(() => Number) page: number = 1;
  @IsOptional() @IsDate() @Type(() => Date) starts_at?: Date;
  @ValidateNested() @Type(() => RefDto) inputObj!: RefDto;
  @IsOptional() @ValidateNested({ each: true }) @Type(() => RefDto) refs?: RefDto[];
}

describe('looseFieldAt', () => {
  const ok = { inputObj: { event_id: 7 } };

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['takes numbers and their decimal text', { ...ok, page: '2' }, undefined],
    ['leaves other text to the field’s own rule', { ...ok, page: 'abc' }, undefined],
    ['takes a field left out', ok, undefined],
    ['takes ISO 8601 dates', { ...ok, starts_at: '2026-01-31T18:30:00Z' }, undefined],
    [
      'refuses null over a default',
      { ...ok, page: null },
      'page must not be null (leave it out for the default)',
    ],
    [
      'refuses true for a number',
      { inputObj: { event_id: true } },
      'inputObj.event_id must be a number',
    ],
    [
      'refuses [7] for a number',
      { inputObj: { event_id: [7] } },
      'inputObj.event_id must be a number',
    ],
    ['refuses empty text for a number', { ...ok, page: '' }, 'page must be a number'],
    ['refuses hexadecimal text for a number', { ...ok, page: '0x10' }, 'page must be a number'],
    [
      'refuses a number for a date',
      { ...ok, starts_at: -1 },
      'starts_at must be an ISO 8601 date and time, e.g. 2026-01-31T18:30:00Z',
    ],
    [
      'refuses text a Date reads but ISO 8601 does not',
      { ...ok, starts_at: 'March 5' },
      'starts_at must be an ISO 8601 date and time, e.g. 2026-01-31T18:30:00Z',
    ],
    [
      'names an item of a nested list',
      { ...ok, refs: [{ event_id: 1 }, { event_id: false }] },
      'refs.1.event_id must be a number',
    ],
  ])('%s', (_, body, problem) => {
    expect(looseFieldAt(CallDto, body)).toBe(problem);
  });
});
