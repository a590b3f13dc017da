/**
 * Generated from backend/openapi.json by `npm run api:types`: do not edit.
 * `npm run api:types -- --check` (run by test/integration/platform/api-types.int-spec.ts) fails
 * when this file or the document is stale.
 */
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** PostgreSQL and Redis reachability (503 when either is down) */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/page_view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** First-party page-view analytics, one call per route change */
    post: operations['AnalyticsController_pageView'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account; a verification link is mailed. An address that has an account gets the same answer, and its owner a mail that someone tried */
    post: operations['AuthController_signup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verify_email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify an email address with the mailed oobCode; a link opened within an hour of its mail also signs the player in (once: the code is single-use) */
    post: operations['AuthController_verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/check_reset_code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check a mailed reset oobCode before the new-password form (does not use it) */
    post: operations['AuthController_checkResetCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/resend_verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a new verification link (same answer for any email) */
    post: operations['AuthController_resendVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email and password sign-in; answers an access and a refresh token, and a known-device token */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/google_login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with a Google ID token; links a verified email or creates the account */
    post: operations['AuthController_googleLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/apple_login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with an Apple ID token; links a verified email or creates the account */
    post: operations['AuthController_appleLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/refresh_token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rotate a refresh token for a new token pair */
    post: operations['AuthController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session: its access and refresh tokens stop working */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forgot_password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mail a password reset link (same answer for any email) */
    post: operations['AuthController_forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/update_password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with the mailed reset oobCode (never by email alone) */
    post: operations['AuthController_updatePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/validate_user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Is the bearer token valid? S with the user, or UA */
    post: operations['AuthController_validateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/get_user_data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in player (status UA when the session is not valid) */
    post: operations['UsersController_getUserData'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/update_profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the avatar (0–30) */
    post: operations['UsersController_updateProfile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/daily_reward_claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claim today’s daily bonus (one per IST day) */
    post: operations['WalletController_claim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mywinnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** My Winnings: reward credits, newest first, paged */
    post: operations['WalletController_winnings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transaction_history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Transaction History: every movement, signed, newest first, paged */
    post: operations['WalletController_history'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/daily_bonus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The daily bonus table: coins per streak day */
    get: operations['DailyBonusController_table'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/economy/minted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Coins minted per source, per IST day and per tournament, with totals (up to 92 days) */
    get: operations['WalletOpsController_report'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every game: tournament games’ handle rules, points tables, PLAY NOW links; arcade games */
    get: operations['GamesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/game_start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a run: a single-use secret token for game_end */
    post: operations['GameSessionsController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/game_end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the run its token started: the server replays its input log and records the score (once) */
    post: operations['GameSessionsController_end'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/game_runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The caller’s best score and last runs of one game, newest first */
    post: operations['GameSessionsController_runs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/game-runs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A run’s replay facts: seed, ticks, inputs, the score its replay computes, server time, verdict */
    get: operations['GamesOpsController_run'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/game-runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A player’s last 20 runs with their replay facts, newest first */
    get: operations['GamesOpsController_playerRuns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/check_gamer_handle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Is this a valid handle of a real chess.com / Clash player? */
    post: operations['GamerHandlesController_check'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gamerhandle_change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the caller’s gamer handles (chess, Clash tags, BGMI) */
    post: operations['GamerHandlesController_change'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscribe_newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Footer newsletter sign-up; a confirmation link is mailed */
    post: operations['NewsletterController_subscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verify_newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a subscription from the signed mailed link */
    post: operations['NewsletterController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/unsubscribe_newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unsubscribe from the signed link in every newsletter mail */
    post: operations['NewsletterController_unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournament_list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tournaments for the home page: live, upcoming, then completed */
    post: operations['TournamentsController_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournament': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One tournament, its recent participants, and the caller’s registration */
    post: operations['TournamentsController_detail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register_tournament': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register the caller (games 1–3 need an in-game username) */
    post: operations['TournamentsController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/username_validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check an in-game username with the game */
    post: operations['TournamentsController_usernameValidate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leaderboard_list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A game’s tournaments for the leaderboard dropdown */
    post: operations['TournamentsController_leaderboardList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A tournament’s standings, paged, with the caller’s own row */
    post: operations['TournamentsController_standings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a tournament; its start and end are scheduled by the worker */
    post: operations['TournamentsOpsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Edit a tournament that has not ended (a new window is rescheduled) */
    post: operations['TournamentsOpsController_edit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a tournament that has not started and nobody has registered for; a schedule’s tournament is not created again */
    post: operations['TournamentsOpsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End a tournament now: it completes and is settled by the worker */
    post: operations['TournamentsOpsController_endNow'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}/settle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Run a completed tournament’s settlement again; nobody is paid twice (0 once complete) */
    post: operations['TournamentsOpsController_resettle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record standings (points, or raw results the scoring rules turn into points) */
    post: operations['TournamentsOpsController_ingest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}/disqualify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Disqualify a player (SPEC §9): their standing and any unpaid prize removed, banned with the reason (their sessions end: signed out, sockets closed); a prize already paid is reported, not taken back */
    post: operations['TournamentsOpsController_disqualify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}/settlement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A tournament’s settlement: frozen ranks and payouts */
    get: operations['TournamentsOpsController_settlement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournament-schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every tournament schedule, with its tournaments not ended yet */
    get: operations['TournamentSchedulesOpsController_list'];
    put?: never;
    /** Create a schedule; its next 7 days of tournaments are created at once, then kept */
    post: operations['TournamentSchedulesOpsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournament-schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change or pause (active: false) a schedule; tournaments already created keep their own settings */
    post: operations['TournamentSchedulesOpsController_edit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/get_products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A page of vouchers: price range, categories, search (3+ characters) and sort */
    post: operations['CatalogController_products'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One voucher with its denominations and live stock */
    get: operations['CatalogController_product'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Buy a voucher with coins; a replayed Idempotency-Key answers the first purchase, reused for another voucher or value 422 IDEMPOTENCY_KEY_REUSED */
    post: operations['ShopController_purchase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/myorder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** My Orders: the caller’s vouchers, newest first, 5 a page */
    post: operations['ShopController_myOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a voucher with its denominations (face value and coin price) */
    post: operations['ShopOpsController_createProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/products/{id}/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A voucher’s codes counted per denomination and status (no codes) */
    get: operations['ShopOpsController_codeCounts'];
    put?: never;
    /** Stock codes, all or nothing; the first bad row is named, no code ever echoed */
    post: operations['ShopOpsController_importCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/products/{id}/codes/retire': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Retire up to `count` unsold codes of a denomination, oldest first */
    post: operations['ShopOpsController_retireCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/refer_earn_dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refer & Earn: referrals, stages, monthly top 3 and milestones */
    post: operations['ReferralsController_show'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/refer_earn_dashboard/milestone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claim the lowest unclaimed milestone: 150 coins and a mystery reward */
    post: operations['ReferralsController_claim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/referral_rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What referring a friend pays: per stage, prize share, milestones */
    get: operations['ReferralRewardsController_rewards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/referrals/mystery-rewards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mystery-reward table milestones draw from */
    get: operations['ReferralsOpsController_table'];
    put?: never;
    /** Replace the mystery-reward table: amounts (coins) with weights (relative chance) */
    post: operations['ReferralsOpsController_replace'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}/matches/in-progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tic-tac-toe matches being played in a tournament, from Redis */
    get: operations['ArenaOpsController_inProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ops/tournaments/{id}/matches/finished': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A tournament’s finished matches, newest first (limit 1–200, offset) */
    get: operations['ArenaOpsController_finished'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my_matches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** My Matches: the caller’s finished tic-tac-toe matches, newest first, paged */
    post: operations['MyMatchesController_myMatches'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The caller's notifications, newest first, with the unread count */
    post: operations['NotificationsController_list'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unread_count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of the caller's notifications are unread (the bell) */
    get: operations['NotificationsController_unreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark some of the caller's notifications read */
    post: operations['NotificationsController_markRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read_all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark all the caller's notifications read */
    post: operations['NotificationsController_markAllRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification_preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The mails the caller receives: prize, order, milestone */
    get: operations['NotificationPreferencesController_show'];
    put?: never;
    /** Turn mails on or off; fields left out keep their value */
    post: operations['NotificationPreferencesController_update'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/unsubscribe_mail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn off the kind of mail an unsubscribe link's token names */
    post: operations['UnsubscribeMailController_unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiErrorDto: {
      /**
       * @description UA: the session has ended; log in again
       * @enum {string}
       */
      status: 'E' | 'UA';
      /** @description What went wrong, in words a player understands */
      message: string;
      /** @description A stable reason for programs, e.g. RESULTS_FINAL */
      code: string;
      details?: {
        [key: string]: unknown;
      };
    };
    PageViewDto: {
      /** @example /leaderboard?game=1 */
      path: string;
      referrer?: string;
    };
    OkResponseDto: {
      /** @enum {string} */
      status: 'S';
    };
    SignupDto: {
      /** @example Asha Rao */
      name: string;
      /** @example asha@example.com */
      email: string;
      password: string;
      /** @example India */
      country: string;
      /** @enum {string} */
      gender: 'men' | 'women';
      /** @description Referral code from an invite link */
      invite?: string;
      /** @description Accepted for compatibility; ignored (we are the provider) */
      userCredential?: Record<string, never>;
    };
    MessageResponseDto: {
      /** @enum {string} */
      status: 'S';
      message: string;
    };
    OobCodeDto: {
      /** @description The code from the emailed link */
      oobCode: string;
    };
    GamerHandleDto: {
      chess: string | null;
      clash_clan: string | null;
      clash_royal: string | null;
      bgmi: string | null;
    };
    UserViewDto: {
      user_id: string;
      name: string;
      email: string;
      coin_balance: number;
      profile_pic: number;
      /** @description The daily-bonus streak as it stands today (IST): 0 once a day went unclaimed */
      streak_count: number;
      /** @description Whether today's (IST) daily bonus is claimed */
      is_reward_claimed: boolean;
      /** @description ISO 8601 */
      joined_on: string;
      league: string;
      referral_code: string;
      gamer_handle: components['schemas']['GamerHandleDto'];
    };
    VerifiedEmailResponseDto: {
      /** @enum {string} */
      status: 'S';
      message: string;
      /** @description Access token (JWT), when the link signed the player in */
      token?: string;
      /** @description Single-use; exchanged at refresh_token for a new pair */
      refresh_token?: string;
      /** @description Seconds until the access token expires */
      expires_in?: number;
      user?: components['schemas']['UserViewDto'];
    };
    EmailDto: {
      email: string;
    };
    LoginDto: {
      email: string;
      password: string;
      /** @description The device_token an earlier login to this account answered on this device: lets it past the limits other addresses’ wrong passwords fill */
      device_token?: string;
    };
    LoginResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Access token (JWT), sent as the bearer token */
      token: string;
      /** @description Single-use; exchanged at refresh_token for a new pair */
      refresh_token: string;
      /** @description Seconds until the access token expires */
      expires_in: number;
      user: components['schemas']['UserViewDto'];
      /** @description Known-device token: keep it per account on this device and send it with its next logins */
      device_token: string;
    };
    GoogleLoginDto: {
      /** @description Google ID token (credential) */
      idToken: string;
      /** @description Referral code from an invite link (spec spelling) */
      referelId?: string;
    };
    SignedInResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Access token (JWT), sent as the bearer token */
      token: string;
      /** @description Single-use; exchanged at refresh_token for a new pair */
      refresh_token: string;
      /** @description Seconds until the access token expires */
      expires_in: number;
      user: components['schemas']['UserViewDto'];
    };
    AppleLoginDto: {
      /** @description Apple ID token (authorization.id_token) */
      idToken: string;
      /** @description Referral code from an invite link (as for Google) */
      referelId?: string;
    };
    RefreshTokenDto: {
      refresh_token: string;
    };
    TokenPairResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Access token (JWT), sent as the bearer token */
      token: string;
      /** @description Single-use; exchanged at refresh_token for a new pair */
      refresh_token: string;
      /** @description Seconds until the access token expires */
      expires_in: number;
    };
    LogoutDto: {
      refresh_token?: string;
    };
    UpdatePasswordDto: {
      /** @description The code from the emailed link */
      oobCode: string;
      password: string;
    };
    ValidateUserDto: {
      /** @description Ignored: the bearer token is what is validated */
      token?: string;
    };
    UserResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['UserViewDto'];
    };
    UpdateProfileDto: {
      /** @description Avatar number */
      profile_pic: number;
    };
    DailyRewardClaimDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
    };
    DailyRewardClaimResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example You claimed 10 coins! */
      message: string;
      /** @description Coins this claim paid */
      reward: number;
      /** @description The streak day this claim counted as, from 1 */
      streak_count: number;
      data: components['schemas']['UserViewDto'];
    };
    OwnUserIdDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
    };
    PagedRequestDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /** @default 1 */
      page: number;
      /**
       * @default 10
       * @enum {number}
       */
      limit: 10 | 20 | 30 | 50;
      inputObj?: components['schemas']['OwnUserIdDto'];
    };
    WinningRowDto: {
      /** @description ISO 8601 */
      crd_on: string;
      /** @description What paid it, e.g. a tournament title */
      source: string;
      /** @description Coins credited */
      reward: number;
    };
    WinningsResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Newest first */
      data: components['schemas']['WinningRowDto'][];
      /** @description Rows over all pages */
      total_count: number;
    };
    HistoryRowDto: {
      /** @description ISO 8601 */
      crd_on: string;
      reason: string;
      /** @description Signed coins: credits positive, debits negative */
      value: number;
    };
    TransactionHistoryResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Newest first */
      data: components['schemas']['HistoryRowDto'][];
      /** @description Rows over all pages */
      total_count: number;
    };
    DailyBonusDayDto: {
      /**
       * @description Day of the streak, from 1
       * @example 1
       */
      day: number;
      /**
       * @description Coins the claim of that day pays
       * @example 10
       */
      coins: number;
    };
    DailyBonusTableResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Day 1 first; the streak is capped at the last day, which pays every later day too (7+) */
      data: components['schemas']['DailyBonusDayDto'][];
    };
    MintedTotalDto: {
      /**
       * @description Coins paid to players by system accounts
       * @example 2350
       */
      minted: number;
      /**
       * @description Coins players paid back to a reward account (a reversal). Shown apart, never hidden in `minted`: no code writes one today (prizes of a disqualified player are not clawed back, and a purchase pays shop:sales, which is spending, not a return)
       * @example 0
       */
      returned: number;
      /**
       * @description minted − returned
       * @example 2350
       */
      net: number;
    };
    MintedSourceDto: {
      /**
       * @description The system account that paid: rewards:daily (daily bonus), rewards:tournament (prizes), rewards:referral (referral bonuses, shares, milestones, leaderboard), or any other account the ledger shows paying players
       * @example rewards:daily
       */
      source: string;
      /**
       * @description Coins the account paid players
       * @example 1250
       */
      minted: number;
      /**
       * @description Coins players paid back to it (see `total.returned`)
       * @example 0
       */
      returned: number;
    };
    MintedDayDto: {
      /**
       * @description IST day, YYYY-MM-DD
       * @example 2025-11-01
       */
      day: string;
      /**
       * @description Coins minted that day, all sources
       * @example 1250
       */
      minted: number;
      /**
       * @description Coins returned that day, all sources
       * @example 0
       */
      returned: number;
      /** @description Sources that moved coins that day */
      sources: components['schemas']['MintedSourceDto'][];
    };
    MintedTournamentDto: {
      /**
       * @description The tournament (its transfers’ reference tournament:<id>); null gathers prizes whose transfer names no tournament
       * @example 12
       */
      tournament_id: number | null;
      /**
       * @description Prizes paid (rewards:tournament)
       * @example 1000
       */
      prizes: number;
      /**
       * @description Referrers’ 10% shares of those prizes (counted under rewards:referral)
       * @example 100
       */
      referral_shares: number;
    };
    MintedReportResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example 2025-11-01 */
      from: string;
      /** @example 2025-11-07 */
      to: string;
      total: components['schemas']['MintedTotalDto'];
      /** @description Per source over the range; their sum is `total` */
      sources: components['schemas']['MintedSourceDto'][];
      /** @description Every IST day of the range, oldest first (0 on quiet days); their sum is `total` */
      days: components['schemas']['MintedDayDto'][];
      /** @description Per tournament, by id; their prizes sum to rewards:tournament’s minted */
      tournaments: components['schemas']['MintedTournamentDto'][];
    };
    ChessModeDto: {
      /** @example Bullet */
      label: string;
      /**
       * @description Base time the mode is named by
       * @example 1
       */
      minutes: number;
      win: number;
      draw: number;
      loss: number;
    };
    ChessScoringDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      kind: 'chess';
      /** @description Shortest time control first */
      modes: components['schemas']['ChessModeDto'][];
    };
    TrophyBandDto: {
      /** @description Lowest trophy count in the band */
      from: number;
      /** @description Lowest trophy count of the next band; null for the open-ended top band */
      to: number | null;
      points_per_trophy: number;
    };
    TrophiesScoringDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      kind: 'trophies';
      /** @description Lowest band first */
      bands: components['schemas']['TrophyBandDto'][];
    };
    MatchPointsDto: {
      win: number;
      draw: number;
      loss: number;
    };
    MatchesScoringDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      kind: 'matches';
      points: components['schemas']['MatchPointsDto'];
    };
    RunsScoringDto: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      kind: 'runs';
      /**
       * @description Points of a run per metre driven; a player’s tournament points are their best verified run inside the window
       * @example 1
       */
      points_per_metre: number;
    };
    PlayLinksDto: {
      /** @description Web page opened on desktop */
      desktop: string;
      /**
       * @description Opens the app on mobile
       * @example chesscom://
       */
      deep_link: string;
      /** @description iOS fallback when the app is not installed */
      app_store: string;
      /** @description Android fallback when the app is not installed */
      play_store: string;
    };
    GameViewDto: {
      /** @description 1 chess, 2 Clash of Clans, 3 Clash Royale, 4 tic-tac-toe, 5 MR RACER */
      game_id: number;
      /** @example Chess */
      name: string;
      /**
       * @description What kind of game it is
       * @example Strategy
       */
      genre: string;
      /** @description The site that knows the player’s handle; null when played on GameHub */
      host: string | null;
      /**
       * @description How a handle is written (SPEC §5); null when the game needs no handle
       * @enum {string|null}
       */
      handle_case: 'lower' | 'upper' | null;
      /**
       * @description The saved gamer handle (gamer_handle key) its tournaments register with; null when the game needs no handle
       * @enum {string|null}
       */
      handle_field: 'chess' | 'clash_clan' | 'clash_royal' | null;
      /** @description Played on GameHub itself: the account is the player */
      played_on_site: boolean;
      /** @description Leaderboards show start and end trophies */
      shows_trophies: boolean;
      /** @description How results become points */
      scoring:
        | components['schemas']['ChessScoringDto']
        | components['schemas']['TrophiesScoringDto']
        | components['schemas']['MatchesScoringDto']
        | components['schemas']['RunsScoringDto'];
      /** @description What separates players level on points, in order; empty when ties share a rank */
      tiebreakers: string[];
      /** @description Where PLAY NOW sends the player; null when played on GameHub */
      play_links: components['schemas']['PlayLinksDto'] | null;
    };
    ArcadeGameViewDto: {
      /**
       * @description 5 MR RACER
       * @example 5
       */
      game_id: number;
      /**
       * @description Its page is /games/<slug>
       * @example mr_racer
       */
      slug: string;
      /** @example MR RACER */
      name: string;
      /** @example Racing */
      genre: string;
      /**
       * @description The simulation’s fixed step rate: game_end’s `ticks` are these
       * @example 60
       */
      ticks_per_second: number;
    };
    GameListResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description The tournament games (1–5) */
      data: components['schemas']['GameViewDto'][];
      /** @description The games on /games, played in runs */
      arcade_games: components['schemas']['ArcadeGameViewDto'][];
    };
    GameStartDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /**
       * @description The arcade game: 5 MR RACER
       * @example 5
       */
      game_id: number;
    };
    GameStartResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Keep it for game_end; shown once, stored only hashed */
      secret_token: string;
      /**
       * @description The run’s seed: the game is a simulation of it and the inputs
       * @example 2893015737
       */
      seed: number;
      /** @description Seconds until game_end stops accepting it */
      expires_in_seconds: number;
    };
    GameEndDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /**
       * @description The arcade game: 5 MR RACER
       * @example 5
       */
      game_id: number;
      /**
       * @description Points scored in the run
       * @example 1234
       */
      score: number;
      /** @description The secret_token game_start answered; spent by this call */
      secret_token: string;
      /**
       * @description The run’s length in simulation ticks (ticks_per_second of the game)
       * @example 5400
       */
      ticks: number;
      /**
       * @description The input log: each change of the steered lane as a `tick, lane` pair (lane 0–2 from that tick on), flat and in tick order
       * @example [
       *       42,
       *       0,
       *       180,
       *       1,
       *       305,
       *       2
       *     ]
       */
      inputs: number[];
    };
    GameRunDto: {
      run_id: string;
      /** @description The score the server’s replay of the run computed */
      score: number;
      /** @description Seconds from game_start to game_end */
      duration_seconds: number;
      /** @description ISO 8601 */
      ended_at: string;
    };
    GameEndResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example Score saved! */
      message: string;
      data: components['schemas']['GameRunDto'];
      /** @description The player’s best score in this game, this run included */
      best_score: number;
    };
    GameRunsDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /**
       * @description The arcade game: 5 MR RACER
       * @example 5
       */
      game_id: number;
    };
    GameRunsResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description null before the first run */
      best_score: number | null;
      /** @description Last runs, newest first (at most 10) */
      data: components['schemas']['GameRunDto'][];
    };
    GameRunFactsDto: {
      run_id: string;
      user_id: string;
      /** @description 5 MR RACER */
      game_id: number;
      /** @description The seed game_start handed out */
      seed: number | null;
      /** @description The run’s length in ticks */
      ticks: number | null;
      /** @description Lane changes in its input log */
      inputs_count: number | null;
      /** @description The score recorded (game_end’s replay) */
      recorded_score: number;
      /** @description The score its replay computes now */
      replayed_score: number | null;
      /** @description Seconds of play (ticks) */
      play_seconds: number | null;
      /** @description Seconds the server measured from game_start to game_end */
      server_seconds: number;
      /** @description ISO 8601 */
      ended_at: string;
      /** @enum {string} */
      verdict: 'verified' | 'unverified' | 'not_replayed' | 'score_differs' | 'too_long';
      /** @description The verdict in words */
      detail: string;
    };
    GameRunFactsResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['GameRunFactsDto'];
    };
    PlayerRunFactsResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description The player’s last 20 runs, newest first */
      data: components['schemas']['GameRunFactsDto'][];
    };
    CheckGamerHandleDto: {
      /**
       * @description Username or player tag
       * @example magnuscarlsen
       */
      handle: string;
      /**
       * @description 1 chess, 2 Clash of Clans, 3 Clash Royale
       * @enum {number}
       */
      game: 1 | 2 | 3;
    };
    GamerHandleCheckResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example Chess.com username found! */
      message: string;
      /** @description The handle as it would be saved (case per game) */
      handle: string;
      /** @description False when the game's provider is not configured: nothing asked */
      checked: boolean;
    };
    GamerHandleInputDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /** @description chess.com username; empty string clears it */
      chess?: string | null;
      /** @description Clash of Clans player tag; empty string clears it */
      clash_clan?: string | null;
      /** @description Clash Royale player tag; empty string clears it */
      clash_royal?: string | null;
      /** @description BGMI id, 10 digits; empty string clears it */
      bgmi?: string | null;
    };
    GamerHandleChangeDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      inputobj?: components['schemas']['GamerHandleInputDto'];
    };
    GamerHandleChangeResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example Your gamer Id updated successfully */
      message: string;
      data: components['schemas']['UserViewDto'];
    };
    SubscribeNewsletterDto: {
      /** @example player@example.com */
      subscribe_mail: string;
      /** @description The signed-in player’s name, when there is one */
      user_name?: string;
    };
    NewsletterLinkDto: {
      email: string;
      /** @description Signature from the mailed link */
      sig: string;
    };
    TournamentListDto: {
      /**
       * @description Only this game
       * @enum {number}
       */
      game_id?: 1 | 2 | 3 | 4 | 5;
    };
    TournamentViewDto: {
      game_id: number;
      event_id: number;
      event_title: string;
      /** @description Start, ISO 8601 */
      tournament_date: string;
      /** @enum {string} */
      tournament_status: 'upcoming' | 'live' | 'completed';
      /** @example 2h 30m */
      tournament_duration: string;
      /** @description Coins, the sum of the prize table: the full pool */
      prize_pool: number;
      /** @description Only players with a counted result in the window are ranked for prizes (false: a tournament announced before this rule, which ranks every registrant) */
      requires_play: boolean;
      /** @description Eligible players that guarantee the full pool; below it every prize scales by eligible / guaranteed (0: guaranteed from any field) */
      guaranteed_players: number;
      /** @description At most this share (%) of the eligible players is paid */
      paid_share_percent: number;
      registered_participants: number;
      max_participants: number;
      /** @description Seconds to the start (upcoming) or end (live) */
      remaining_seconds: number;
      /** @description End, ISO 8601 */
      end_time: string;
      is_registered: boolean;
    };
    TournamentListResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['TournamentViewDto'][];
    };
    TournamentDetailDto: {
      event_id: number;
      /** @enum {number} */
      game_id: 1 | 2 | 3 | 4 | 5;
      /** @description Ignored: the caller comes from the bearer token */
      user_id?: string;
    };
    TournamentPoolDto: {
      /** @description Coins paid from the guarantee on */
      full: number;
      /** @description Coins the eligible players so far would share if it ended now */
      now: number;
      /** @description Players with a counted result so far */
      eligible_players: number;
      /** @description 0: the full pool from any field */
      guaranteed_players: number;
      paid_share_percent: number;
      /** @description Places paid now */
      paid_places: number;
    };
    TournamentDetailViewDto: {
      game_id: number;
      event_id: number;
      event_title: string;
      /** @description Start, ISO 8601 */
      tournament_date: string;
      /** @enum {string} */
      tournament_status: 'upcoming' | 'live' | 'completed';
      /** @example 2h 30m */
      tournament_duration: string;
      /** @description Coins, the sum of the prize table: the full pool */
      prize_pool: number;
      /** @description Only players with a counted result in the window are ranked for prizes (false: a tournament announced before this rule, which ranks every registrant) */
      requires_play: boolean;
      /** @description Eligible players that guarantee the full pool; below it every prize scales by eligible / guaranteed (0: guaranteed from any field) */
      guaranteed_players: number;
      /** @description At most this share (%) of the eligible players is paid */
      paid_share_percent: number;
      registered_participants: number;
      max_participants: number;
      /** @description Seconds to the start (upcoming) or end (live) */
      remaining_seconds: number;
      /** @description End, ISO 8601 */
      end_time: string;
      is_registered: boolean;
      pool: components['schemas']['TournamentPoolDto'];
    };
    RecentParticipantDto: {
      user_id: string;
      player_name: string;
      profile_pic: number;
    };
    TournamentDetailResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description The one tournament */
      data: components['schemas']['TournamentDetailViewDto'][];
      /** @description Latest to register first */
      recent_participants: components['schemas']['RecentParticipantDto'][];
    };
    RegisterTournamentDto: {
      event_id: number;
      /** @enum {number} */
      game_id: 1 | 2 | 3 | 4 | 5;
      /** @description In-game username for games 1–3 (else the saved handle) */
      gamer_handle?: string;
      /** @description Ignored: the account’s name is used */
      player_name?: string;
      /** @description Ignored: the account’s avatar is used */
      profile_pic?: number;
      user_id?: string;
    };
    RegisterTournamentResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example Registered successfully! */
      message: string;
      /** @description The handle results are read for (game 4: the user id) */
      gamer_handle: string;
    };
    UsernameValidateDto: {
      event_id: number;
      /** @enum {number} */
      game_id: 1 | 2 | 3 | 4 | 5;
      username: string;
    };
    UsernameValidateResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description The username as the game writes it (chess lower, Clash upper) */
      username: string;
    };
    LeaderboardListDto: {
      /** @enum {number} */
      game_id: 1 | 2 | 3 | 4 | 5;
    };
    LeaderboardTournamentDto: {
      event_id: number;
      event_name: string;
      /** @enum {string} */
      tour_status: 'upcoming' | 'live' | 'completed';
    };
    LeaderboardListResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Newest start first */
      data: components['schemas']['LeaderboardTournamentDto'][];
      /** @description The one to show first: live, else latest completed, else newest; null if none */
      current_event: number | null;
    };
    EventRefDto: {
      event_id: number;
      /** @enum {number} */
      game_id: 1 | 2 | 3 | 4 | 5;
    };
    LeaderboardDto: {
      /** @description Ignored: the row marked as the caller’s is the bearer token’s player, if any */
      user_id?: string;
      /** @default 1 */
      page: number;
      /**
       * @default 10
       * @enum {number}
       */
      limit: 10 | 20 | 30 | 50;
      inputObj: components['schemas']['EventRefDto'];
    };
    TournamentStandingDto: {
      /** @description Ties share a rank (1, 2, 2, 4); null for a player not ranked for prizes (`eligible` false) */
      rank: number | null;
      /** @description -- when the player has no name */
      player_name: string;
      points: number;
      /** @description Coins won once settled; while live (`projected`), what this rank would win if the tournament ended now, ties sharing among eligible players as settlement does, from the pool the field earns so far; 0 before the start; null when not eligible */
      reward: number | null;
      /** @description Ranked for prizes: the player has a counted result in the window (a finished match against a person, a verified run, a result recorded for them). Those not eligible are listed after every ranked player ("not played yet" while live, "did not play" after) */
      eligible: boolean;
      /** @description Players sharing this rank (1: nobody else); a tie shares its places’ prizes. For players not eligible: how many are listed with them */
      tie_size: number;
      /** @description Games that show trophies (2, 3) only; null until reported */
      start_trophy?: number | null;
      /** @description Games that show trophies (2, 3) only; null until reported */
      end_trophy?: number | null;
      /** @description Games ranked by tiebreakers (4) only */
      wins?: number;
      /** @description Games ranked by tiebreakers (4) only */
      losses?: number;
      /** @description Total match time in seconds; games ranked by tiebreakers (4) only */
      completion_seconds?: number;
      user_id: string;
    };
    LeaderboardResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description The page, in rank order */
      data: components['schemas']['TournamentStandingDto'][];
      /** @description Players registered */
      total_count: number;
      /** @description The caller’s own row; null for visitors and players not registered */
      own: components['schemas']['TournamentStandingDto'] | null;
      /** @description The top 3, when the caller has an own row (else empty) */
      podium: components['schemas']['TournamentStandingDto'][];
      /** @description The caller and up to 2 players either side of them in the order, when the caller has an own row (else empty) */
      around: components['schemas']['TournamentStandingDto'][];
      /** @description True while live and unsettled: rewards are projected, not paid */
      projected: boolean;
      /** @description The standings version (`<built at>:<changes>`, both numbers; newer compares greater); null when read without the rank index */
      version: string | null;
    };
    CreateTournamentDto: {
      /** @enum {number} */
      game_id: 1 | 2 | 3 | 4 | 5;
      /** @example Sunday Blitz Cup */
      title: string;
      /**
       * Format: date-time
       * @description ISO 8601
       */
      starts_at: string;
      /**
       * Format: date-time
       * @description ISO 8601, after starts_at
       */
      ends_at: string;
      max_participants: number;
      /** @description Coins for rank 1, 2, … */
      prize_table: number[];
      /** @description Players with a counted result that guarantee the full prize table; below it every prize scales by eligible / guaranteed (0: the full table from any field). Default: twice the table’s places */
      guaranteed_players?: number;
      /** @description At most this share (%) of the players with a counted result is paid (never everyone in a small field). Default: 50 */
      paid_share_percent?: number;
    };
    TournamentResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['TournamentViewDto'];
    };
    EditTournamentDto: {
      title?: string;
      /**
       * Format: date-time
       * @description ISO 8601; only before the tournament starts
       */
      starts_at?: string;
      /**
       * Format: date-time
       * @description ISO 8601
       */
      ends_at?: string;
      max_participants?: number;
      prize_table?: number[];
      /** @description Players with a counted result that guarantee the full prize table; below it every prize scales by eligible / guaranteed (0: the full table from any field). Default: twice the table’s places */
      guaranteed_players?: number;
      /** @description At most this share (%) of the players with a counted result is paid (never everyone in a small field). Default: 50 */
      paid_share_percent?: number;
    };
    CancelTournamentResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description The cancelled tournament, gone from every list */
      event_id: number;
      /** @description Its schedule, which will not create this slot again (null: a one-off) */
      schedule_id: number | null;
    };
    ResettleResponseDto: {
      /** @enum {string} */
      status: 'S';
      /**
       * @description The settle event is committed; the worker runs it
       * @enum {boolean}
       */
      queued: true;
    };
    PlayerResultDto: {
      user_id: string;
      /** @description Points; derived from wins/draws/losses when left out */
      points?: number;
      wins?: number;
      draws?: number;
      losses?: number;
      /** @description Total match completion time in seconds (tic-tac-toe tiebreak) */
      completion_seconds?: number;
      start_trophy?: number;
      end_trophy?: number;
    };
    IngestResultsDto: {
      results: components['schemas']['PlayerResultDto'][];
    };
    IngestResultsResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Registered players whose standing was recorded */
      updated: number;
    };
    DisqualifyPlayerDto: {
      /** @description The player */
      user_id: string;
      /**
       * @description Why: kept with the ban and shown to the player when they try to register
       * @example Automated play: inputs no person can make
       */
      reason: string;
    };
    DisqualifiedPrizeDto: {
      /**
       * @description none: no prize; withheld: a frozen reward settlement will not pay; already_paid: paid before, kept (never taken back)
       * @enum {string}
       */
      status: 'none' | 'withheld' | 'already_paid';
      /** @description Coins */
      amount: number;
      /** @description ISO 8601, when already paid */
      paid_at: string | null;
    };
    DisqualificationDto: {
      event_id: number;
      user_id: string;
      player_name: string;
      /** @description The standing is removed; the rank index is rebuilt without it */
      standing_removed: boolean;
      prize: components['schemas']['DisqualifiedPrizeDto'];
      /** @description ISO 8601: when the player was first banned */
      banned_at: string;
      ban_reason: string;
    };
    DisqualificationResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example Asha is disqualified from Night Highway Sprint and banned. Their prize of 75 coins was already paid and is not taken back. */
      message: string;
      data: components['schemas']['DisqualificationDto'];
    };
    PayoutDto: {
      user_id: string;
      player_name: string;
      /** @description null until ranks are frozen */
      rank: number | null;
      /** @description Coins */
      reward: number;
    };
    SettlementResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description ISO 8601; null until settled */
      settled_at: string | null;
      /** @description Coins over all payouts */
      total_paid: number;
      /** @description Rank order, unranked last */
      payouts: components['schemas']['PayoutDto'][];
    };
    TournamentScheduleViewDto: {
      schedule_id: number;
      /** @enum {number} */
      game_id: 1 | 2 | 3 | 4 | 5;
      title_pattern: string;
      /** @example 19:00 */
      start_time: string;
      weekdays: number[];
      duration_minutes: number;
      max_participants: number;
      prize_table: number[];
      /** @description Its tournaments’ guarantee (eligible players) */
      guaranteed_players: number;
      /** @description Its tournaments’ most paid share of the eligible field (%) */
      paid_share_percent: number;
      active: boolean;
      /** @description Its tournaments that have not ended, soonest first */
      upcoming_event_ids: number[];
    };
    TournamentScheduleListResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Oldest first */
      data: components['schemas']['TournamentScheduleViewDto'][];
    };
    CreateTournamentScheduleDto: {
      /** @enum {number} */
      game_id: 1 | 2 | 3 | 4 | 5;
      /**
       * @description Each tournament’s title; {date} becomes "27 Nov" and {weekday} "Friday" (IST)
       * @example Evening Blitz · {weekday} {date}
       */
      title_pattern: string;
      /**
       * @description Start time, India time (HH:MM)
       * @example 19:00
       */
      start_time: string;
      /**
       * @description Days it runs, India’s calendar: 0 Sunday … 6 Saturday (all seven: daily)
       * @example [
       *       0,
       *       1,
       *       2,
       *       3,
       *       4,
       *       5,
       *       6
       *     ]
       */
      weekdays: number[];
      duration_minutes: number;
      max_participants: number;
      /** @description Coins for rank 1, 2, … */
      prize_table: number[];
      /** @description Players with a counted result that guarantee the full prize table; below it every prize scales by eligible / guaranteed (0: the full table from any field). Default: twice the table’s places */
      guaranteed_players?: number;
      /** @description At most this share (%) of the players with a counted result is paid (never everyone in a small field). Default: 50 */
      paid_share_percent?: number;
      /**
       * @description false pauses it: no new tournaments
       * @default true
       */
      active: boolean;
    };
    TournamentScheduleResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['TournamentScheduleViewDto'];
    };
    EditTournamentScheduleDto: {
      /** @enum {number} */
      game_id?: 1 | 2 | 3 | 4 | 5;
      /**
       * @description Each tournament’s title; {date} becomes "27 Nov" and {weekday} "Friday" (IST)
       * @example Evening Blitz · {weekday} {date}
       */
      title_pattern?: string;
      /**
       * @description Start time, India time (HH:MM)
       * @example 19:00
       */
      start_time?: string;
      /**
       * @description Days it runs, India’s calendar: 0 Sunday … 6 Saturday (all seven: daily)
       * @example [
       *       0,
       *       1,
       *       2,
       *       3,
       *       4,
       *       5,
       *       6
       *     ]
       */
      weekdays?: number[];
      duration_minutes?: number;
      max_participants?: number;
      /** @description Coins for rank 1, 2, … */
      prize_table?: number[];
      /** @description Players with a counted result that guarantee the full prize table; below it every prize scales by eligible / guaranteed (0: the full table from any field). Default: twice the table’s places */
      guaranteed_players?: number;
      /** @description At most this share (%) of the players with a counted result is paid (never everyone in a small field). Default: 50 */
      paid_share_percent?: number;
      /**
       * @description false pauses it: no new tournaments
       * @default true
       */
      active: boolean;
    };
    CatalogFilterDto: {
      /** @description Lowest price in coins */
      min_price?: number;
      /** @description Highest price in coins */
      max_price?: number;
      /** @description Category names; empty means all */
      catagory_fliter?: string[];
      /**
       * @description affordable: what the signed-in caller’s balance covers, dearest first, then the nearest above it (a visitor: cheapest first)
       * @default newest
       * @enum {string}
       */
      sortby: 'price_low_high' | 'price_high_low' | 'newest' | 'popular' | 'affordable';
      /** @description Applied from 3 characters: title, sub_title or category contains it */
      search?: string;
    };
    GetProductsDto: {
      /** @default 1 */
      page: number;
      /** @default 28 */
      limit: number;
      filter_data?: components['schemas']['CatalogFilterDto'];
    };
    DenominationViewDto: {
      /** @description Face value at the brand */
      value: number;
      /** @description Coins */
      price: number;
      /** @description Codes left */
      quantity: number;
    };
    ProductViewDto: {
      product_id: number;
      title: string;
      sub_title: string;
      category: string;
      /** @description Name of one of the client’s voucher illustrations */
      thumb_img: string;
      /** @description Coins for the cheapest denomination */
      price: number;
      /** @enum {string} */
      currency_type: 'USD' | 'INR' | 'PLATFORM';
      /** @description Codes left over all denominations */
      quantity: number;
      btn_text: string;
      /**
       * @description Face values, ascending
       * @example 100,250,500
       */
      denomination: string;
      /** @example 12 months */
      expires_in: string;
      coupon_type: string;
      coupon_details: string;
      how_to_redeem: string;
      terms_and_conditions: string;
      redeem_link: string;
      /** @description Ascending by value */
      denominations: components['schemas']['DenominationViewDto'][];
    };
    CategoryDto: {
      categories: string;
    };
    CatalogFilterDataDto: {
      min_price: number;
      max_price: number;
      /** @description Sorted by name */
      catagory_data: components['schemas']['CategoryDto'][];
    };
    CatalogPageResponseDto: {
      products: components['schemas']['ProductViewDto'][];
      /** @description Products matching the filter, over all pages */
      total_count: number;
      filter: components['schemas']['CatalogFilterDataDto'];
      /** @enum {string} */
      status: 'S';
    };
    ProductResponseDto: {
      /** @enum {string} */
      status: 'S';
      product: components['schemas']['ProductViewDto'];
    };
    PurchaseDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      product_id: number;
      /** @description The face value of the denomination to buy, e.g. 500 */
      value: number;
      /** @description Ignored: the voucher’s own coupon type applies */
      coupon_type?: string;
    };
    PurchaseResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example Voucher redeemed successfully! */
      message: string;
      /** @description The code, shown to its buyer only */
      voucher_code: string;
      order_id: string;
      /** @description Coins paid */
      price: number;
      /** @description The buyer’s coins after the purchase */
      coin_balance: number;
    };
    MyOrdersDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /** @default 1 */
      page: number;
    };
    OrderViewDto: {
      order_id: string;
      /** @description The voucher’s title */
      name: string;
      face_value: number;
      thumb_img: string;
      /** @description Ordered at, ISO 8601 */
      crt_on: string;
      /** @example 12 months */
      expiryAndValidity: string;
      /** @description Coins spent */
      price: number;
      /** @example Completed */
      purchase_stat: string;
      voucher_code: string;
      redeem_link: string;
    };
    MyOrdersResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['OrderViewDto'][];
      total_count: number;
    };
    DenominationInputDto: {
      /**
       * @description Face value at the brand
       * @example 500
       */
      value: number;
      /**
       * @description Coins
       * @example 5000
       */
      price: number;
    };
    CreateProductDto: {
      /** @example Amazon Pay Gift Card */
      title: string;
      /** @example Shop millions of products */
      sub_title: string;
      /** @example Shopping */
      category: string;
      /**
       * @description Illustration name (a category slug)
       * @example shopping
       */
      thumb_img: string;
      /** @enum {string} */
      currency_type: 'USD' | 'INR' | 'PLATFORM';
      /** @default Redeem */
      btn_text: string;
      /** @example 12 months */
      expires_in: string;
      /** @example code */
      coupon_type: string;
      coupon_details: string;
      how_to_redeem: string;
      terms_and_conditions: string;
      /** @default  */
      redeem_link: string;
      denominations: components['schemas']['DenominationInputDto'][];
    };
    CreateProductResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description As the catalog shows it */
      product: components['schemas']['ProductViewDto'];
    };
    CodeRowDto: {
      /** @description Face value of one of the product’s denominations */
      value: number;
      /** @description 4–64 printable characters */
      code: string;
    };
    ImportCodesDto: {
      codes: components['schemas']['CodeRowDto'][];
    };
    ImportCodesResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Codes stocked */
      imported: number;
    };
    DenominationCountsDto: {
      value: number;
      /** @description Coins */
      price: number;
      available: number;
      sold: number;
      retired: number;
    };
    CodeCountsResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Ascending by value */
      denominations: components['schemas']['DenominationCountsDto'][];
    };
    RetireCodesDto: {
      /** @description Face value of the denomination */
      value: number;
      count: number;
    };
    RetireCodesResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Codes retired (fewer than asked when stock ran out) */
      retired: number;
    };
    DashboardRequestDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /** @description YYYY-MM: the current IST month or one of the two before */
      month?: string;
      /** @description Sent by the client; not used */
      milestone?: Record<string, never>;
    };
    ReferredUserDto: {
      /** @description -- when the friend has no name */
      name: string;
      /**
       * @description 0 email not verified yet, 1 Signup, 2 First Play, 3 First Win
       * @enum {number}
       */
      referal_stat: 0 | 1 | 2 | 3;
      /** @description When the friend joined, ISO 8601 */
      joined: string;
      /** @description Why a bonus is not paid yet; null when nothing is owed */
      note: string | null;
    };
    ReferralLeaderboardRowDto: {
      /** @description Ties share a rank (1, 2, 2) */
      rank: number;
      name: string;
      /** @description Referrals that reached Signup in the month */
      count: number;
    };
    MilestoneProgressDto: {
      /**
       * @description A milestone every this many referrals
       * @example 5
       */
      every: number;
      /**
       * @description Coins per milestone
       * @example 150
       */
      reward: number;
      /** @description Milestones reached */
      reached: number;
      /** @description Milestones claimed */
      claimed: number;
      /** @description Reached and not claimed yet */
      claimable: number;
      /** @description Referrals the next milestone needs */
      next_at: number;
      /** @description Referrals towards the next milestone */
      progress: number;
    };
    ReferralDashboardDto: {
      /** @description Referrals that reached Signup */
      total_count: number;
      pending: number;
      completed: number;
      /** @description Today in India, YYYY-MM-DD */
      date: string;
      /** @description The month of leaderboard_data, YYYY-MM */
      month_key: string;
      /** @description Months to choose from, YYYY-MM, current first */
      months: string[];
      invite_code: string;
      /** @description Newest first */
      obj_data: components['schemas']['ReferredUserDto'][];
      /** @description The month’s top 3 (ties) */
      leaderboard_data: components['schemas']['ReferralLeaderboardRowDto'][];
      milestone: components['schemas']['MilestoneProgressDto'];
    };
    ReferralDashboardResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['ReferralDashboardDto'];
    };
    MilestoneClaimDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /** @description Sent by the client; the lowest unclaimed one is claimed */
      milestone?: Record<string, never>;
    };
    ClaimedMilestoneDto: {
      /** @description 1 at 5 referrals, 2 at 10, … */
      milestone: number;
      at_referrals: number;
      /** @description Coins */
      reward: number;
      /** @description Coins drawn from the mystery table */
      mystery_reward: number;
    };
    MilestoneViewDto: {
      /** @description 1 at 5 referrals, 2 at 10, … */
      milestone: number;
      at_referrals: number;
      /** @description Coins */
      reward: number;
      /** @description Coins drawn from the mystery table */
      mystery_reward: number;
      /** @description ISO 8601 */
      claimed_at: string;
    };
    MilestoneClaimResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example Milestone reward claimed successfully! */
      message: string;
      /** @enum {boolean} */
      is_claimed: true;
      /** @description The milestone claimed now */
      claimed: components['schemas']['ClaimedMilestoneDto'];
      /** @description Every milestone claimed, lowest first */
      milestone: components['schemas']['MilestoneViewDto'][];
    };
    ReferralStageRewardDto: {
      /**
       * @description 1 the friend signs up (verified), 2 plays a first game, 3 wins a first prize
       * @enum {number}
       */
      stage: 1 | 2 | 3;
      /**
       * @description Coins to the player who referred
       * @example 100
       */
      referrer: number;
      /**
       * @description Coins to the friend referred
       * @example 100
       */
      referee: number;
    };
    ReferralRewardsDto: {
      /** @description In the order stages are reached */
      stages: components['schemas']['ReferralStageRewardDto'][];
      /**
       * @description Share of each tournament prize a friend is paid, to the referrer
       * @example 10
       */
      prize_share_percent: number;
      /**
       * @description A milestone is reached every this many referrals
       * @example 5
       */
      milestone_every: number;
      /**
       * @description Coins of a milestone (and a mystery reward)
       * @example 150
       */
      milestone_reward: number;
      /**
       * @description Coins of the monthly referral leaderboard, 1st place first
       * @example [
       *       5000,
       *       3000,
       *       1000
       *     ]
       */
      leaderboard_prizes: number[];
    };
    ReferralRewardsResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['ReferralRewardsDto'];
    };
    MysteryRewardDto: {
      amount: number;
      /** @description Relative chance */
      weight: number;
    };
    MysteryTableResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Lowest amount first */
      rewards: components['schemas']['MysteryRewardDto'][];
    };
    MysteryTableDto: {
      rewards: components['schemas']['MysteryRewardDto'][];
    };
    MatchPlayerViewDto: {
      user_id: string;
      player_name: string;
      /** @description Disconnected, within the reconnect window */
      away: boolean;
    };
    MatchPlayersViewDto: {
      x: components['schemas']['MatchPlayerViewDto'];
      o: components['schemas']['MatchPlayerViewDto'];
    };
    MatchViewDto: {
      match_id: string;
      event_id: number;
      players: components['schemas']['MatchPlayersViewDto'];
      /** @description Nine cells, row by row: 'x', 'o' or null */
      board: ('x' | 'o' | null)[];
      /** @enum {string} */
      turn: 'x' | 'o';
      /** @enum {string} */
      status: 'playing' | 'over';
      /**
       * @description The winning mark, 'draw', or 'void'; null while playing
       * @enum {string|null}
       */
      result: 'x' | 'o' | 'draw' | 'void' | null;
      /**
       * @description null while playing
       * @enum {string|null}
       */
      reason: 'line' | 'full' | 'timeout' | 'forfeit' | 'late' | null;
      /** @description When the player on turn loses on time (epoch ms) */
      move_deadline: number;
      /** @description The server’s clock (epoch ms) */
      server_time: number;
    };
    MatchesInProgressResponseDto: {
      /** @enum {string} */
      status: 'S';
      total: number;
      data: components['schemas']['MatchViewDto'][];
    };
    FinishedMatchDto: {
      match_id: string;
      player_x: string;
      player_o: string;
      /** @description Cells 0–8 in the order played, X first */
      moves: number[];
      /** @enum {string} */
      result: 'x' | 'o' | 'draw' | 'void';
      /** @enum {string} */
      reason: 'line' | 'full' | 'timeout' | 'forfeit' | 'late';
      /** Format: date-time */
      started_at: string;
      /** Format: date-time */
      ended_at: string;
      duration_ms: number;
    };
    FinishedMatchesResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Finished matches in the tournament, over all pages */
      total: number;
      /** @description Newest first */
      data: components['schemas']['FinishedMatchDto'][];
    };
    PagedDto: {
      /** @description Optional; when sent it must be the caller (else 403) */
      user_id?: string;
      /** @default 1 */
      page: number;
      /**
       * @default 10
       * @enum {number}
       */
      limit: 10 | 20 | 30 | 50;
    };
    MyMatchDto: {
      match_id: string;
      event_id: number;
      game_id: number;
      event_title: string;
      /** @description The other player’s name as it is now */
      opponent_name: string;
      /** @enum {string} */
      result: 'won' | 'lost' | 'draw' | 'void';
      /** @description Points the match added to the caller’s standing */
      points: number;
      /** Format: date-time */
      ended_at: string;
      duration_ms: number;
    };
    MyMatchesResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Newest first */
      data: components['schemas']['MyMatchDto'][];
      /** @description The caller’s finished matches over all pages */
      total_count: number;
    };
    NotificationsPageDto: {
      /** @default 1 */
      page: number;
      /** @default 10 */
      limit: number;
    };
    NotificationDto: {
      /** @example 42 */
      id: string;
      /** @enum {string} */
      type:
        | 'prize_paid'
        | 'order_placed'
        | 'referral_paid'
        | 'milestone_claimable'
        | 'daily_bonus'
        | 'starting_soon'
        | 'overtaken';
      /** @example You won 500 coins */
      title: string;
      body: string;
      /**
       * @description A path inside the site, or null
       * @example /profile?tab=winnings
       */
      link: string | null;
      /** @description ISO 8601 */
      created_at: string;
      /** @description ISO 8601; null while unread */
      read_at: string | null;
    };
    NotificationsResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @description Newest first */
      data: components['schemas']['NotificationDto'][];
      total_count: number;
      unread_count: number;
    };
    UnreadCountResponseDto: {
      /** @enum {string} */
      status: 'S';
      unread_count: number;
    };
    MarkReadDto: {
      /**
       * @description Notification ids; ids that are not the caller's are ignored
       * @example [
       *       "42"
       *     ]
       */
      ids: string[];
    };
    NotificationPreferencesDto: {
      /** @description Mail when a tournament prize is paid */
      prize_mail: boolean;
      /** @description Order confirmation mail, with the voucher code */
      order_mail: boolean;
      /** @description Mail when a referral milestone can be claimed */
      milestone_mail: boolean;
    };
    NotificationPreferencesResponseDto: {
      /** @enum {string} */
      status: 'S';
      data: components['schemas']['NotificationPreferencesDto'];
    };
    UpdateNotificationPreferencesDto: {
      prize_mail?: boolean;
      order_mail?: boolean;
      milestone_mail?: boolean;
    };
    UnsubscribeMailDto: {
      /** @description The `token` of the unsubscribe link */
      token: string;
    };
    UnsubscribeMailResponseDto: {
      /** @enum {string} */
      status: 'S';
      /** @example You will no longer receive prize emails. */
      message: string;
      /** @enum {string} */
      type: 'prize' | 'order' | 'milestone';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type ApiErrorDto = components['schemas']['ApiErrorDto'];
export type PageViewDto = components['schemas']['PageViewDto'];
export type OkResponseDto = components['schemas']['OkResponseDto'];
export type SignupDto = components['schemas']['SignupDto'];
export type MessageResponseDto = components['schemas']['MessageResponseDto'];
export type OobCodeDto = components['schemas']['OobCodeDto'];
export type GamerHandleDto = components['schemas']['GamerHandleDto'];
export type UserViewDto = components['schemas']['UserViewDto'];
export type VerifiedEmailResponseDto = components['schemas']['VerifiedEmailResponseDto'];
export type EmailDto = components['schemas']['EmailDto'];
export type LoginDto = components['schemas']['LoginDto'];
export type LoginResponseDto = components['schemas']['LoginResponseDto'];
export type GoogleLoginDto = components['schemas']['GoogleLoginDto'];
export type SignedInResponseDto = components['schemas']['SignedInResponseDto'];
export type AppleLoginDto = components['schemas']['AppleLoginDto'];
export type RefreshTokenDto = components['schemas']['RefreshTokenDto'];
export type TokenPairResponseDto = components['schemas']['TokenPairResponseDto'];
export type LogoutDto = components['schemas']['LogoutDto'];
export type UpdatePasswordDto = components['schemas']['UpdatePasswordDto'];
export type ValidateUserDto = components['schemas']['ValidateUserDto'];
export type UserResponseDto = components['schemas']['UserResponseDto'];
export type UpdateProfileDto = components['schemas']['UpdateProfileDto'];
export type DailyRewardClaimDto = components['schemas']['DailyRewardClaimDto'];
export type DailyRewardClaimResponseDto = components['schemas']['DailyRewardClaimResponseDto'];
export type OwnUserIdDto = components['schemas']['OwnUserIdDto'];
export type PagedRequestDto = components['schemas']['PagedRequestDto'];
export type WinningRowDto = components['schemas']['WinningRowDto'];
export type WinningsResponseDto = components['schemas']['WinningsResponseDto'];
export type HistoryRowDto = components['schemas']['HistoryRowDto'];
export type TransactionHistoryResponseDto = components['schemas']['TransactionHistoryResponseDto'];
export type DailyBonusDayDto = components['schemas']['DailyBonusDayDto'];
export type DailyBonusTableResponseDto = components['schemas']['DailyBonusTableResponseDto'];
export type MintedTotalDto = components['schemas']['MintedTotalDto'];
export type MintedSourceDto = components['schemas']['MintedSourceDto'];
export type MintedDayDto = components['schemas']['MintedDayDto'];
export type MintedTournamentDto = components['schemas']['MintedTournamentDto'];
export type MintedReportResponseDto = components['schemas']['MintedReportResponseDto'];
export type ChessModeDto = components['schemas']['ChessModeDto'];
export type ChessScoringDto = components['schemas']['ChessScoringDto'];
export type TrophyBandDto = components['schemas']['TrophyBandDto'];
export type TrophiesScoringDto = components['schemas']['TrophiesScoringDto'];
export type MatchPointsDto = components['schemas']['MatchPointsDto'];
export type MatchesScoringDto = components['schemas']['MatchesScoringDto'];
export type RunsScoringDto = components['schemas']['RunsScoringDto'];
export type PlayLinksDto = components['schemas']['PlayLinksDto'];
export type GameViewDto = components['schemas']['GameViewDto'];
export type ArcadeGameViewDto = components['schemas']['ArcadeGameViewDto'];
export type GameListResponseDto = components['schemas']['GameListResponseDto'];
export type GameStartDto = components['schemas']['GameStartDto'];
export type GameStartResponseDto = components['schemas']['GameStartResponseDto'];
export type GameEndDto = components['schemas']['GameEndDto'];
export type GameRunDto = components['schemas']['GameRunDto'];
export type GameEndResponseDto = components['schemas']['GameEndResponseDto'];
export type GameRunsDto = components['schemas']['GameRunsDto'];
export type GameRunsResponseDto = components['schemas']['GameRunsResponseDto'];
export type GameRunFactsDto = components['schemas']['GameRunFactsDto'];
export type GameRunFactsResponseDto = components['schemas']['GameRunFactsResponseDto'];
export type PlayerRunFactsResponseDto = components['schemas']['PlayerRunFactsResponseDto'];
export type CheckGamerHandleDto = components['schemas']['CheckGamerHandleDto'];
export type GamerHandleCheckResponseDto = components['schemas']['GamerHandleCheckResponseDto'];
export type GamerHandleInputDto = components['schemas']['GamerHandleInputDto'];
export type GamerHandleChangeDto = components['schemas']['GamerHandleChangeDto'];
export type GamerHandleChangeResponseDto = components['schemas']['GamerHandleChangeResponseDto'];
export type SubscribeNewsletterDto = components['schemas']['SubscribeNewsletterDto'];
export type NewsletterLinkDto = components['schemas']['NewsletterLinkDto'];
export type TournamentListDto = components['schemas']['TournamentListDto'];
export type TournamentViewDto = components['schemas']['TournamentViewDto'];
export type TournamentListResponseDto = components['schemas']['TournamentListResponseDto'];
export type TournamentDetailDto = components['schemas']['TournamentDetailDto'];
export type TournamentPoolDto = components['schemas']['TournamentPoolDto'];
export type TournamentDetailViewDto = components['schemas']['TournamentDetailViewDto'];
export type RecentParticipantDto = components['schemas']['RecentParticipantDto'];
export type TournamentDetailResponseDto = components['schemas']['TournamentDetailResponseDto'];
export type RegisterTournamentDto = components['schemas']['RegisterTournamentDto'];
export type RegisterTournamentResponseDto = components['schemas']['RegisterTournamentResponseDto'];
export type UsernameValidateDto = components['schemas']['UsernameValidateDto'];
export type UsernameValidateResponseDto = components['schemas']['UsernameValidateResponseDto'];
export type LeaderboardListDto = components['schemas']['LeaderboardListDto'];
export type LeaderboardTournamentDto = components['schemas']['LeaderboardTournamentDto'];
export type LeaderboardListResponseDto = components['schemas']['LeaderboardListResponseDto'];
export type EventRefDto = components['schemas']['EventRefDto'];
export type LeaderboardDto = components['schemas']['LeaderboardDto'];
export type TournamentStandingDto = components['schemas']['TournamentStandingDto'];
export type LeaderboardResponseDto = components['schemas']['LeaderboardResponseDto'];
export type CreateTournamentDto = components['schemas']['CreateTournamentDto'];
export type TournamentResponseDto = components['schemas']['TournamentResponseDto'];
export type EditTournamentDto = components['schemas']['EditTournamentDto'];
export type CancelTournamentResponseDto = components['schemas']['CancelTournamentResponseDto'];
export type ResettleResponseDto = components['schemas']['ResettleResponseDto'];
export type PlayerResultDto = components['schemas']['PlayerResultDto'];
export type IngestResultsDto = components['schemas']['IngestResultsDto'];
export type IngestResultsResponseDto = components['schemas']['IngestResultsResponseDto'];
export type DisqualifyPlayerDto = components['schemas']['DisqualifyPlayerDto'];
export type DisqualifiedPrizeDto = components['schemas']['DisqualifiedPrizeDto'];
export type DisqualificationDto = components['schemas']['DisqualificationDto'];
export type DisqualificationResponseDto = components['schemas']['DisqualificationResponseDto'];
export type PayoutDto = components['schemas']['PayoutDto'];
export type SettlementResponseDto = components['schemas']['SettlementResponseDto'];
export type TournamentScheduleViewDto = components['schemas']['TournamentScheduleViewDto'];
export type TournamentScheduleListResponseDto =
  components['schemas']['TournamentScheduleListResponseDto'];
export type CreateTournamentScheduleDto = components['schemas']['CreateTournamentScheduleDto'];
export type TournamentScheduleResponseDto = components['schemas']['TournamentScheduleResponseDto'];
export type EditTournamentScheduleDto = components['schemas']['EditTournamentScheduleDto'];
export type CatalogFilterDto = components['schemas']['CatalogFilterDto'];
export type GetProductsDto = components['schemas']['GetProductsDto'];
export type DenominationViewDto = components['schemas']['DenominationViewDto'];
export type ProductViewDto = components['schemas']['ProductViewDto'];
export type CategoryDto = components['schemas']['CategoryDto'];
export type CatalogFilterDataDto = components['schemas']['CatalogFilterDataDto'];
export type CatalogPageResponseDto = components['schemas']['CatalogPageResponseDto'];
export type ProductResponseDto = components['schemas']['ProductResponseDto'];
export type PurchaseDto = components['schemas']['PurchaseDto'];
export type PurchaseResponseDto = components['schemas']['PurchaseResponseDto'];
export type MyOrdersDto = components['schemas']['MyOrdersDto'];
export type OrderViewDto = components['schemas']['OrderViewDto'];
export type MyOrdersResponseDto = components['schemas']['MyOrdersResponseDto'];
export type DenominationInputDto = components['schemas']['DenominationInputDto'];
export type CreateProductDto = components['schemas']['CreateProductDto'];
export type CreateProductResponseDto = components['schemas']['CreateProductResponseDto'];
export type CodeRowDto = components['schemas']['CodeRowDto'];
export type ImportCodesDto = components['schemas']['ImportCodesDto'];
export type ImportCodesResponseDto = components['schemas']['ImportCodesResponseDto'];
export type DenominationCountsDto = components['schemas']['DenominationCountsDto'];
export type CodeCountsResponseDto = components['schemas']['CodeCountsResponseDto'];
export type RetireCodesDto = components['schemas']['RetireCodesDto'];
export type RetireCodesResponseDto = components['schemas']['RetireCodesResponseDto'];
export type DashboardRequestDto = components['schemas']['DashboardRequestDto'];
export type ReferredUserDto = components['schemas']['ReferredUserDto'];
export type ReferralLeaderboardRowDto = components['schemas']['ReferralLeaderboardRowDto'];
export type MilestoneProgressDto = components['schemas']['MilestoneProgressDto'];
export type ReferralDashboardDto = components['schemas']['ReferralDashboardDto'];
export type ReferralDashboardResponseDto = components['schemas']['ReferralDashboardResponseDto'];
export type MilestoneClaimDto = components['schemas']['MilestoneClaimDto'];
export type ClaimedMilestoneDto = components['schemas']['ClaimedMilestoneDto'];
export type MilestoneViewDto = components['schemas']['MilestoneViewDto'];
export type MilestoneClaimResponseDto = components['schemas']['MilestoneClaimResponseDto'];
export type ReferralStageRewardDto = components['schemas']['ReferralStageRewardDto'];
export type ReferralRewardsDto = components['schemas']['ReferralRewardsDto'];
export type ReferralRewardsResponseDto = components['schemas']['ReferralRewardsResponseDto'];
export type MysteryRewardDto = components['schemas']['MysteryRewardDto'];
export type MysteryTableResponseDto = components['schemas']['MysteryTableResponseDto'];
export type MysteryTableDto = components['schemas']['MysteryTableDto'];
export type MatchPlayerViewDto = components['schemas']['MatchPlayerViewDto'];
export type MatchPlayersViewDto = components['schemas']['MatchPlayersViewDto'];
export type MatchViewDto = components['schemas']['MatchViewDto'];
export type MatchesInProgressResponseDto = components['schemas']['MatchesInProgressResponseDto'];
export type FinishedMatchDto = components['schemas']['FinishedMatchDto'];
export type FinishedMatchesResponseDto = components['schemas']['FinishedMatchesResponseDto'];
export type PagedDto = components['schemas']['PagedDto'];
export type MyMatchDto = components['schemas']['MyMatchDto'];
export type MyMatchesResponseDto = components['schemas']['MyMatchesResponseDto'];
export type NotificationsPageDto = components['schemas']['NotificationsPageDto'];
export type NotificationDto = components['schemas']['NotificationDto'];
export type NotificationsResponseDto = components['schemas']['NotificationsResponseDto'];
export type UnreadCountResponseDto = components['schemas']['UnreadCountResponseDto'];
export type MarkReadDto = components['schemas']['MarkReadDto'];
export type NotificationPreferencesDto = components['schemas']['NotificationPreferencesDto'];
export type NotificationPreferencesResponseDto =
  components['schemas']['NotificationPreferencesResponseDto'];
export type UpdateNotificationPreferencesDto =
  components['schemas']['UpdateNotificationPreferencesDto'];
export type UnsubscribeMailDto = components['schemas']['UnsubscribeMailDto'];
export type UnsubscribeMailResponseDto = components['schemas']['UnsubscribeMailResponseDto'];
export type $defs = Record<string, never>;
export interface operations {
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The Health Check is successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example ok */
            status?: string;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            info?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /** @example {} */
            error?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            details?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      /** @description PostgreSQL or Redis is down (code UNHEALTHY); `details` gives each one's status */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AnalyticsController_pageView: {
    parameters: {
      query?: never;
      header: {
        'user-agent': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PageViewDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_signup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignupDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OobCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerifiedEmailResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_checkResetCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OobCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_resendVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_googleLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GoogleLoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedInResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The provider’s sign-in is off or unreachable (PROVIDER_DISABLED, PROVIDER_UNAVAILABLE), or PostgreSQL or Redis is (then with Retry-After) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_appleLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AppleLoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedInResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The provider’s sign-in is off or unreachable (PROVIDER_DISABLED, PROVIDER_UNAVAILABLE), or PostgreSQL or Redis is (then with Retry-After) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenPairResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LogoutDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_updatePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  AuthController_validateUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ValidateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  UsersController_getUserData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  UsersController_updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  WalletController_claim: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DailyRewardClaimDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DailyRewardClaimResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  WalletController_winnings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PagedRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WinningsResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  WalletController_history: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PagedRequestDto'];
        'multipart/form-data': components['schemas']['PagedRequestDto'];
        'application/x-www-form-urlencoded': components['schemas']['PagedRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionHistoryResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  DailyBonusController_table: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DailyBonusTableResponseDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  WalletOpsController_report: {
    parameters: {
      query: {
        /** @description First IST day, YYYY-MM-DD */
        from: string;
        /** @description Last IST day, YYYY-MM-DD, included; at most 92 days from `from` */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MintedReportResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  GamesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameListResponseDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  GameSessionsController_start: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GameStartDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameStartResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  GameSessionsController_end: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GameEndDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameEndResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  GameSessionsController_runs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GameRunsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameRunsResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  GamesOpsController_run: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameRunFactsResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  GamesOpsController_playerRuns: {
    parameters: {
      query: {
        /** @description The player */
        user_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerRunFactsResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  GamerHandlesController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckGamerHandleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GamerHandleCheckResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The game’s API could not be asked (PROVIDER_UNAVAILABLE), or PostgreSQL or Redis is unreachable (then with Retry-After) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  GamerHandlesController_change: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GamerHandleChangeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GamerHandleChangeResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The game’s API could not be asked (PROVIDER_UNAVAILABLE), or PostgreSQL or Redis is unreachable (then with Retry-After) */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NewsletterController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscribeNewsletterDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NewsletterController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsletterLinkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NewsletterController_unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsletterLinkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TournamentListDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentListResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsController_detail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TournamentDetailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentDetailResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterTournamentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegisterTournamentResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsController_usernameValidate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UsernameValidateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsernameValidateResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsController_leaderboardList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LeaderboardListDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeaderboardListResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsController_standings: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of the answer the caller holds: 304 with no body when unchanged */
        'If-None-Match'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LeaderboardDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeaderboardResponseDto'];
        };
      };
      /** @description Unchanged since the ETag sent in If-None-Match */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsOpsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTournamentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsOpsController_edit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EditTournamentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsOpsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CancelTournamentResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsOpsController_endNow: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsOpsController_resettle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResettleResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsOpsController_ingest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IngestResultsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IngestResultsResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsOpsController_disqualify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisqualifyPlayerDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisqualificationResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentsOpsController_settlement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SettlementResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentSchedulesOpsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentScheduleListResponseDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentSchedulesOpsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTournamentScheduleDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentScheduleResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  TournamentSchedulesOpsController_edit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EditTournamentScheduleDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentScheduleResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  CatalogController_products: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GetProductsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CatalogPageResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  CatalogController_product: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ShopController_purchase: {
    parameters: {
      query?: never;
      header: {
        /** @description One per purchase attempt, reused for its retries: 1–100 of A–Z a–z 0–9 _ - : . */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurchaseDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request contradicts an earlier one it names (an Idempotency-Key reused for another body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ShopController_myOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MyOrdersDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyOrdersResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ShopOpsController_createProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProductDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateProductResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ShopOpsController_codeCounts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeCountsResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ShopOpsController_importCodes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    /** @description Or a text/csv body: "value,code" per line, an optional "value,code" header */
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportCodesDto'];
        'text/csv': components['schemas']['ImportCodesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportCodesResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ShopOpsController_retireCodes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RetireCodesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RetireCodesResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ReferralsController_show: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DashboardRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferralDashboardResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ReferralsController_claim: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MilestoneClaimDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MilestoneClaimResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request conflicts with the current state (already done, sold out, closed) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ReferralRewardsController_rewards: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferralRewardsResponseDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ReferralsOpsController_table: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MysteryTableResponseDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ReferralsOpsController_replace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MysteryTableDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MysteryTableResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ArenaOpsController_inProgress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MatchesInProgressResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  ArenaOpsController_finished: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishedMatchesResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description What the request names does not exist */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  MyMatchesController_myMatches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PagedDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyMatchesResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NotificationsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationsPageDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationsResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NotificationsController_unreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCountResponseDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NotificationsController_markRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarkReadDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCountResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NotificationsController_markAllRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCountResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NotificationPreferencesController_show: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferencesResponseDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  NotificationPreferencesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateNotificationPreferencesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferencesResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The caller may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
  UnsubscribeMailController_unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnsubscribeMailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnsubscribeMailResponseDto'];
        };
      };
      /** @description The request is malformed or breaks a rule; `message` names the problem */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The api-key header, the bearer token or the operator token is missing or not valid */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description The request body is not JSON (or a type this call accepts) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description Too many requests: wait the seconds Retry-After gives */
      429: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
      /** @description PostgreSQL or Redis is unreachable: retry after the seconds Retry-After gives */
      503: {
        headers: {
          /** @description Seconds to wait before retrying */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiErrorDto'];
        };
      };
    };
  };
}
