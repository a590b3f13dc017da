import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { CoinsMintedService } from '../coins-minted.service';

/** Every minute: today's coins minted per source against its ceiling (a warning line, once a day). */
@Injectable()
@OnJob('wallet.mint_check')
export class MintCheckJob implements JobHandler<'wallet.mint_check'> {
  constructor(private readonly minted: CoinsMintedService) {}

  async handle(): Promise<void> {
    await this.minted.checkCeilings();
  }
}
