import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { istDay } from '../wallet/daily-bonus';
import { UserViewDto } from './dto/user-view.dto';
import { User } from './entities/user.entity';
import { userErrors } from './users.errors';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async get(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw userErrors.notFound();
    return user;
  }

  async view(id: string): Promise<UserViewDto> {
    return this.toView(await this.get(id));
  }

  async updateAvatar(id: string, profilePic: number): Promise<UserViewDto> {
    await this.users.update({ id }, { profilePic });
    return this.view(id);
  }

  toView(user: User): UserViewDto {
    return {
      user_id: user.id,
      name: user.name,
      email: user.email,
      coin_balance: user.coinBalance,
      profile_pic: user.profilePic,
      streak_count: user.streakCount,
      is_reward_claimed: user.lastBonusOn === istDay(new Date()),
      joined_on: user.createdAt.toISOString(),
      league: user.league,
      referral_code: user.referralCode,
      gamer_handle: {
        chess: user.chessHandle,
        clash_clan: user.clashClanHandle,
        clash_royal: user.clashRoyalHandle,
        bgmi: user.bgmiHandle,
      },
    };
  }
}
