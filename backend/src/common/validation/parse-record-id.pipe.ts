import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { MAX_RECORD_ID } from '../dto/record-id';

/** A path id of a serial column: a whole number from 1 to int4's maximum, else 400. */
@Injectable()
export class ParseRecordIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = Number(value);
    if (!/^\d+$/.test(value) || id < 1 || id > MAX_RECORD_ID) {
      throw new BadRequestException({
        message: 'id must be a positive whole number',
        code: 'VALIDATION_FAILED',
      });
    }
    return id;
  }
}
