import { lazy } from 'react';

/**
 * The daily bonus modal, loaded when first shown: the prompt opens it, and so does the shop's
 * refusal (earn-coins.tsx). A file of its own, so a page that offers it takes neither the
 * prompt nor the modal with its code.
 */
export const DailyBonusModal = lazy(() => import('./daily-bonus-modal'));
