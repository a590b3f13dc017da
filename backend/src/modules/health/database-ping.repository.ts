import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** PostgreSQL's reachability: the one statement the health check sends. */
@Injectable()
export class DatabasePingRepository {
  constructor(private readonly dataSource: DataSource) {}

  ping(): Promise<unknown> {
    return this.dataSource.query('SELECT 1');
  }
}
