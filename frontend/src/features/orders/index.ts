// The orders feature's front door: what other features may import from it.
export { ordersQueryKey } from './api/get-orders';
