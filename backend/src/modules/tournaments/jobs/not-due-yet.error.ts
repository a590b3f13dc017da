/** Thrown when a delayed job fires before its moment (clock skew): BullMQ retries it shortly. */
export class NotDueYetError extends Error {}
