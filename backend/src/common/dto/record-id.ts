/** Ids of serial (int4) columns: anything larger would reach PostgreSQL and fail there. */
export const MAX_RECORD_ID = 2_147_483_647;

/** The largest value of any int4 column (prices, values): larger fails in PostgreSQL. */
export const SQL_INT_MAX = 2_147_483_647;
