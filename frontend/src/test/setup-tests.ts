import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { authStore } from '../lib/auth-store';

// `findBy…` and `waitFor` wait up to 4 s (Testing Library's default is 1 s): npm test runs this
// tier beside the browser tier, and on two busy cores a page's first render took longer than 1 s.
// A test that passes is as quick as before; only a failing one waits longer to say so.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  // Unmount first so resetting the auth store does not update mounted components.
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  authStore.reload();
});
