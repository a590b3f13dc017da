import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ApiExceptionFilter } from './common/http/api-exception.filter';
import { ApiKeyGuard } from './common/http/api-key.guard';
import { LoggingModule } from './common/logging/logging.module';
import { OperatorAuthModule } from './common/auth/operator-auth';
import { RateLimitGuard, RateLimitModule } from './common/rate-limits/rate-limit';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { ArenaHttpModule } from './modules/arena/arena.http.module';
import { AnalyticsHttpModule } from './modules/analytics/analytics.http.module';
import { AuthHttpModule } from './modules/auth/auth.http.module';
import { GamerHandlesHttpModule } from './modules/gamer-handles/gamer-handles.http.module';
import { GamesHttpModule } from './modules/games/games.http.module';
import { HealthHttpModule } from './modules/health/health.http.module';
import { LiveHttpModule } from './modules/live/live.http.module';
import { MetricsHttpModule } from './modules/metrics/metrics.http.module';
import { NewsletterHttpModule } from './modules/newsletter/newsletter.http.module';
import { NotificationsHttpModule } from './modules/notifications/notifications.http.module';
import { ReferralsHttpModule } from './modules/referrals/referrals.http.module';
import { ShopHttpModule } from './modules/shop/shop.http.module';
import { TournamentsHttpModule } from './modules/tournaments/tournaments.http.module';
import { UsersHttpModule } from './modules/users/users.http.module';
import { WalletHttpModule } from './modules/wallet/wallet.http.module';

/**
 * The HTTP process: each module's HTTP side (controllers, and gateways to come), which imports
 * that module's domain side. The worker imports domain modules only.
 */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    RateLimitModule,
    OperatorAuthModule,
    DatabaseModule,
    EventsModule,
    HealthHttpModule,
    MetricsHttpModule,
    AnalyticsHttpModule,
    AuthHttpModule,
    UsersHttpModule,
    WalletHttpModule,
    GamesHttpModule,
    GamerHandlesHttpModule,
    NewsletterHttpModule,
    TournamentsHttpModule,
    LiveHttpModule,
    ShopHttpModule,
    ReferralsHttpModule,
    ArenaHttpModule,
    NotificationsHttpModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class AppModule {}
