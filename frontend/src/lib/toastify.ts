// react-toastify's unstyled build with its CSS as a file: the styled build adds its CSS as a
// <style> element at run time, which the pages' CSP (no 'unsafe-inline' styles) refuses. The
// container and `toast` come from here alike, so they share one queue (and one chunk).
import 'react-toastify/ReactToastify.css';

export { toast, ToastContainer } from 'react-toastify/unstyled';
