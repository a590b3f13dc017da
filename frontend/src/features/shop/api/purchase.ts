import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, ApiError } from '../../../lib/api-client';
import type { PurchaseResponseDto } from '../../../lib/api-types';
import { authStore } from '../../../lib/auth-store';
import { userQueryKey } from '../../auth';
import { ordersQueryKey } from '../../orders';
import { productsQueryKey } from './get-products';

export interface PurchaseInput {
  product_id: number;
  /** The denomination's face value */
  value: number;
  coupon_type?: string;
}

/** The order bought: its voucher code, the coins charged and the balance after them. */
export type PurchaseAnswer = PurchaseResponseDto;

/** Error codes of purchase the client reacts to. */
export const purchaseErrorCodes = {
  soldOut: 'SOLD_OUT',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
} as const;

export function isPurchaseError(error: unknown, code: string): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/**
 * Buys one code. The Idempotency-Key makes a retried or double-sent request buy once: the server
 * answers a replay with the first answer.
 */
export function purchase(input: PurchaseInput, idempotencyKey: string): Promise<PurchaseAnswer> {
  return apiPost<PurchaseAnswer>('purchase', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export interface PurchaseRequest {
  input: PurchaseInput;
  idempotencyKey: string;
  /** Coins shown to the player, used when the answer has no price. */
  price: number;
}

/**
 * SPEC §4: after a redeem the navbar balance drops at once (it animates down) to the balance the
 * purchase answered, then the player is reloaded; the catalog's stock and the orders are refetched.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: PurchaseRequest) => purchase(input, idempotencyKey),
    onSuccess: (answer, { price }) => {
      const { user } = authStore.getState();
      if (user) {
        // The server's balance after the debit: it also counts coins that arrived since the
        // player was loaded. Reduced locally by the price only if an answer lacks it.
        const charged = Number.isFinite(answer.price) ? answer.price : price;
        const balance = Number.isFinite(answer.coin_balance)
          ? answer.coin_balance
          : Math.max(0, (Number(user.coin_balance) || 0) - charged);
        authStore.setUser({ ...user, coin_balance: balance });
      }
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: (error) => {
      // The stored balance was out of date: show the real one.
      if (isPurchaseError(error, purchaseErrorCodes.insufficientBalance)) {
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
      if (isPurchaseError(error, purchaseErrorCodes.soldOut)) {
        void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      }
    },
  });
}
