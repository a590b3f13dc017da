import { Injectable, PipeTransform } from '@nestjs/common';
import { createValidationPipe } from '../../common/validation/validation.pipe';
import { CodeImportRow, parseCodeCsv } from './code-import';
import { ImportCodesDto } from './dto/inventory.dto';

/**
 * A code import's body, JSON or `text/csv`, as rows: the CSV is read into the JSON's shape, so
 * both meet the same checks (1 to 10,000 rows, a whole-number value and a text code in each).
 */
@Injectable()
export class CodeImportBodyPipe implements PipeTransform<unknown, Promise<CodeImportRow[]>> {
  private readonly validation = createValidationPipe();

  async transform(body: unknown): Promise<CodeImportRow[]> {
    const value = typeof body === 'string' ? { codes: parseCodeCsv(body) } : body;
    const dto = (await this.validation.transform(value, {
      type: 'body',
      metatype: ImportCodesDto,
    })) as ImportCodesDto;
    return dto.codes;
  }
}
