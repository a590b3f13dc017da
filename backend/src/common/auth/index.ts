export * from './access-tokens';
export * from './auth-user';
export * from './bearer-auth.guard';
export * from './current-user.decorator';
export * from './optional-bearer.guard';
