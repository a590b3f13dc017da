// The auth feature's front door: what other features may import from it (the signed-in player's
// data and how to refresh it).
export { refetchUser, userQueryKey, useUserData } from './api/get-user-data';
