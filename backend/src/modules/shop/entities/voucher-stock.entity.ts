import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An unsold code, queued for sale: a purchase deletes the row of the code it takes, a retire
 * deletes the rows it retires. Narrow on purpose, as each sale writes it to the WAL.
 */
@Entity('voucher_stock')
export class VoucherStock {
  @PrimaryColumn({ name: 'code_id', type: 'bigint' })
  codeId!: string;

  @Column({ name: 'denomination_id', type: 'int' })
  denominationId!: number;
}
