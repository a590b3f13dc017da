import { isOperator } from './operator-auth';

const operator = { operatorUser: 'operator', operatorToken: 'token-123456' };
const basic = (user: string, pass: string) =>
  `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('isOperator', () => {
  it('accepts the bearer token and the basic pair', () => {
    expect(isOperator('Bearer token-123456', operator)).toBe(true);
    expect(isOperator(basic('operator', 'token-123456'), operator)).toBe(true);
  });

  it.each([
    [undefined],
    [''],
    ['Bearer wrong'],
    ['Bearer'],
    [basic('admin', 'token-123456')],
    [basic('operator', 'token-12345')],
    ['Basic not-base64-colonless'],
    ['Digest token-123456'],
  ])('refuses %p', (header) => {
    expect(isOperator(header, operator)).toBe(false);
  });
});
