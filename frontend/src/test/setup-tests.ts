import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { authStore } from '../lib/auth-store';

afterEach(() => {
  // Unmount first so resetting the auth store does not update mounted components.
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  authStore.reload();
});
