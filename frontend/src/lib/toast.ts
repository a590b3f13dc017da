import { toastClearance } from './toast-clearance';

type Level = 'success' | 'error' | 'info' | 'warning';

let raised = false;
const listeners = new Set<() => void>();

/**
 * Whether a toast has been raised yet: the root layout mounts the container (and with it the
 * library's code and styles) on the first one, so a visit without toasts never starts it.
 */
export const toastsRaised = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => raised,
};

/**
 * react-toastify's `toast`, whose code loads on first use: a page that may show a toast does
 * not carry the library on its first paint. The container shows toasts raised before it
 * mounted, in order.
 */
function show(level: Level) {
  return (message: string): void => {
    toastClearance.measure();
    if (!raised) {
      raised = true;
      listeners.forEach((listener) => listener());
    }
    void import('./toastify').then(({ toast }) => {
      toast[level](message);
    });
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
