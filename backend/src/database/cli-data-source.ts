import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../config/env';
import { dataSourceOptions } from './data-source';

/** For the TypeORM CLI: `npx typeorm migration:create|show -d dist/backend/src/database/cli-data-source.js`. */
export default new DataSource(dataSourceOptions(loadConfigOrExit()));
