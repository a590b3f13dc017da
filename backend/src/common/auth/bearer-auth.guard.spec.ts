import { ExecutionContext } from '@nestjs/common';
import passport from 'passport';
import { requestErrors } from '../http/request.errors';
import { AccessTokens } from './access-tokens';
import { AuthenticatedRequest, BearerAuthGuard } from './bearer-auth.guard';
import { OptionalBearerGuard } from './optional-bearer.guard';

const USER = { id: 'user-1', sessionId: 'session-1' };
const CLAIMS = { sub: 'user-1', sid: 'session-1' };

function tokens(verified: boolean, active: boolean) {
  return {
    verifiedClaims: jest.fn(() => (verified ? CLAIMS : undefined)),
    activeUser: jest.fn(async () => {
      if (!active) throw requestErrors.sessionEnded();
      return USER;
    }),
  } as unknown as AccessTokens & { activeUser: jest.Mock };
}

function call(body?: unknown) {
  const request: AuthenticatedRequest = { headers: { authorization: 'Bearer t.o.k' }, body };
  const context = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
  return { request, context };
}

describe('BearerAuthGuard on a token this process verified before', () => {
  const authenticate = jest.spyOn(passport, 'authenticate');
  afterEach(() => authenticate.mockClear());

  it('checks only the session, not through passport, and puts the caller on the request', async () => {
    const checks = tokens(true, true);
    const { request, context } = call();
    await expect(new BearerAuthGuard(checks).canActivate(context)).resolves.toBe(true);
    expect(request.user).toEqual(USER);
    expect(checks.activeUser).toHaveBeenCalledWith(CLAIMS);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('answers an ended session as passport did, and a body naming another user 403', async () => {
    const ended = call();
    await expect(
      new BearerAuthGuard(tokens(true, false)).canActivate(ended.context),
    ).rejects.toEqual(requestErrors.sessionEnded());
    const other = call({ user_id: 'user-2' });
    await expect(
      new BearerAuthGuard(tokens(true, true)).canActivate(other.context),
    ).rejects.toEqual(requestErrors.notYourAccount());
  });

  it('leaves the call anonymous behind the optional guard when the session ended', async () => {
    const { request, context } = call();
    await expect(new OptionalBearerGuard(tokens(true, false)).canActivate(context)).resolves.toBe(
      true,
    );
    expect(request.user).toBeUndefined();
  });

  it('takes passport’s way for a token it has not verified', async () => {
    const { context } = call();
    await new BearerAuthGuard(tokens(false, true)).canActivate(context).catch(() => undefined);
    expect(authenticate).toHaveBeenCalled();
  });
});
