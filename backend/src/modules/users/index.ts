// The users module's front door: all that code outside users/ may import from it.
export { UserResponseDto, UserViewDto } from './dto/user-view.dto';
export { User } from './entities/user.entity';
export { userErrors } from './users.errors';
export { standingStreak } from './streak';
export { UsersModule } from './users.module';
export { type ProviderSubjectField, UsersService } from './users.service';
