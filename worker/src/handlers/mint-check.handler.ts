import { Injectable } from '@nestjs/common';
import { CoinsMintedService } from '../../../backend/src/modules/wallet';
import { JobHandler } from './job-handler';

/** Every minute: today's coins minted per source against its ceiling (a warning line, once a day). */
@Injectable()
export class MintCheckHandler implements JobHandler<'wallet.mint_check'> {
  readonly name = 'wallet.mint_check' as const;

  constructor(private readonly minted: CoinsMintedService) {}

  async handle(): Promise<void> {
    await this.minted.checkCeilings();
  }
}
