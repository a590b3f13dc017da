import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/api-response';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import { UserResponseDto } from './dto/user-view.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UsersService } from './users.service';

@ApiTags('profile')
@ApiBearerAuth()
@UseGuards(BearerAuthGuard)
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post('get_user_data')
  @HttpCode(200)
  @ApiOperation({ summary: 'The signed-in player (status UA when the session is not valid)' })
  @ApiOkResponse({ type: UserResponseDto })
  async getUserData(@CurrentUser() caller: AuthUser) {
    return ok({ data: await this.users.view(caller.id) });
  }

  @Post('update_profile')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the avatar (0–30)' })
  @ApiOkResponse({ type: UserResponseDto })
  async updateProfile(@CurrentUser() caller: AuthUser, @Body() body: UpdateProfileDto) {
    return ok({ data: await this.users.updateAvatar(caller.id, body.profile_pic) });
  }
}
