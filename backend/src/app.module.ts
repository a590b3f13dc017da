import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { ApiKeyGuard } from './common/api-key.guard';
import { LoggingModule } from './common/logging.module';
import { RateLimitGuard, RateLimitModule } from './common/rate-limit';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { AuthModule } from './modules/auth/auth.module';
import { UsersModule } from './modules/users/users.module';
import { WalletModule } from './modules/wallet/wallet.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { GamerHandlesModule } from './modules/gamer-handles/gamer-handles.module';
import { GamesHttpModule } from './modules/games/games.http.module';
import { HealthModule } from './modules/health/health.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { OpsModule } from './modules/ops/ops.module';
import { TournamentsModule } from './modules/tournaments/tournaments.module';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    RateLimitModule,
    DatabaseModule,
    EventsModule,
    HealthModule,
    MetricsModule,
    AnalyticsModule,
    AuthModule,
    UsersModule,
    WalletModule,
    GamerHandlesModule,
    GamesHttpModule,
    NewsletterModule,
    TournamentsModule,
    OpsModule,
  ],
  providers: [
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class AppModule {}
