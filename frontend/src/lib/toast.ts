type Level = 'success' | 'error' | 'info' | 'warning';

/**
 * react-toastify's `toast`, whose code loads on first use: a page that may show a toast does
 * not carry the library on its first paint. The container (root layout) shows toasts raised
 * before it mounted, in order.
 */
function show(level: Level) {
  return (message: string): void => {
    void import('react-toastify').then(({ toast }) => {
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
