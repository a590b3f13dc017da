/** Ids of serial (int4) columns: anything larger would reach PostgreSQL and fail there. */
export const MAX_RECORD_ID = 2_147_483_647;
