import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_FLAGS } from './api-node-flags';

describe('API_NODE_FLAGS', () => {
  it('are the flags the Docker image starts the API with', () => {
    const dockerfile = readFileSync(join(__dirname, '..', '..', 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd).toBeDefined();
    const argv = JSON.parse(cmd as string) as string[];
    expect(argv[0]).toBe('node');
    const flags = argv.filter((arg) => arg.startsWith('--') && arg !== '--enable-source-maps');
    expect(flags).toEqual(API_NODE_FLAGS);
  });

  it('give the API a young generation larger than Node’s default', () => {
    expect(API_NODE_FLAGS).toContain('--max-semi-space-size=32');
  });
});
