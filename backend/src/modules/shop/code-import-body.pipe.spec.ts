import { BadRequestException } from '@nestjs/common';
import { CodeImportBodyPipe } from './code-import-body.pipe';

const pipe = new CodeImportBodyPipe();

/** The pipe's refusal as the client would read it. */
async function refusal(body: unknown): Promise<{ code: string; message: string }> {
  const error = await pipe.transform(body).then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  if (error instanceof BadRequestException) {
    return error.getResponse() as { code: string; message: string };
  }
  const { code, message } = error as { code: string; message: string };
  return { code, message };
}

describe('CodeImportBodyPipe', () => {
  const expected = [
    { value: 100, code: 'AMZ-0001' },
    { value: 250, code: 'AMZ-0002' },
  ];

  it('reads a JSON list and a CSV upload into the same rows', async () => {
    await expect(pipe.transform({ codes: expected })).resolves.toEqual(expected);
    await expect(pipe.transform('value,code\n100,AMZ-0001\n250,AMZ-0002\n')).resolves.toEqual(
      expected,
    );
  });

  it.each<[string, unknown, { code: string; message: string }]>([
    [
      'an empty CSV',
      'value,code\n',
      { code: 'VALIDATION_FAILED', message: 'codes must not be empty' },
    ],
    [
      'an empty list',
      { codes: [] },
      { code: 'VALIDATION_FAILED', message: 'codes must not be empty' },
    ],
    [
      'a CSV row without a number',
      '100,AMZ-0001\nabc,AMZ-0002',
      { code: 'CODE_IMPORT_INVALID', message: 'Row 2: value must be a whole number' },
    ],
    [
      'a JSON value given as text',
      { codes: [{ value: '100', code: 'AMZ-0001' }] },
      { code: 'VALIDATION_FAILED', message: 'codes value must be a whole number' },
    ],
    [
      'an unknown field in a row',
      { codes: [{ value: 100, code: 'AMZ-0001', note: 'x' }] },
      { code: 'VALIDATION_FAILED', message: 'codes.0.note is not allowed' },
    ],
    [
      'a JSON array instead of an object',
      expected,
      { code: 'VALIDATION_FAILED', message: 'Request body must be a JSON object' },
    ],
  ])('refuses %s', async (_name, body, answer) => {
    await expect(refusal(body)).resolves.toEqual(answer);
  });
});
