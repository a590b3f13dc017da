import { QUEUES } from '../../../backend/src/events/queues';
import { LeaderboardRebuildHandler } from '../handlers/leaderboard-rebuild.handler';
import { MintCheckHandler } from '../handlers/mint-check.handler';
import { NotificationsSweepHandler } from '../handlers/notifications-sweep.handler';
import { ShopPopularityHandler } from '../handlers/shop-popularity.handler';
import { TournamentCreatedHandler } from '../handlers/tournament-created.handler';
import { TournamentPollHandler } from '../handlers/tournament-poll.handler';
import { TournamentRescheduledHandler } from '../handlers/tournament-rescheduled.handler';
import { TournamentStartingSoonHandler } from '../handlers/tournament-starting-soon.handler';
import { TournamentSweepHandler } from '../handlers/tournament-sweep.handler';
import {
  TournamentEndHandler,
  TournamentStartHandler,
} from '../handlers/tournament-transition.handler';
import { createProcessor } from './create-processor';

export class SchedulingProcessor extends createProcessor(
  QUEUES.scheduling,
  [
    TournamentCreatedHandler,
    TournamentRescheduledHandler,
    TournamentStartHandler,
    TournamentEndHandler,
    TournamentSweepHandler,
    LeaderboardRebuildHandler,
    TournamentPollHandler,
    ShopPopularityHandler,
    TournamentStartingSoonHandler,
    NotificationsSweepHandler,
    MintCheckHandler,
  ],
  { concurrency: 4 },
) {}
