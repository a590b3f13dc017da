import { safeEqual } from './api-key.guard';

/**
 * Operator credentials from the environment: `Authorization: Bearer <OPERATOR_TOKEN>` for
 * machines (Prometheus, ops API) or Basic `<OPERATOR_USER>:<OPERATOR_TOKEN>` for browsers.
 */
export function isOperator(
  authorization: string | undefined,
  operator: { operatorUser: string; operatorToken: string },
): boolean {
  if (!authorization) return false;
  const [scheme, value] = authorization.split(' ', 2);
  if (!value) return false;
  if (scheme.toLowerCase() === 'bearer') return safeEqual(value, operator.operatorToken);
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const sep = decoded.indexOf(':');
    if (sep < 0) return false;
    const userOk = safeEqual(decoded.slice(0, sep), operator.operatorUser);
    const passOk = safeEqual(decoded.slice(sep + 1), operator.operatorToken);
    return userOk && passOk;
  }
  return false;
}
