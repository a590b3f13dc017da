import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The query of a mailed /newsletter link. */
export class NewsletterLinkDto {
  @ApiProperty()
  @MaxLength(254, { message: 'email is invalid' })
  @IsNotEmpty({ message: 'email is required' })
  @IsString({ message: 'email is required' })
  email!: string;

  @ApiProperty({ description: 'Signature from the mailed link' })
  @MaxLength(100, { message: 'sig is invalid' })
  @IsNotEmpty({ message: 'sig is required' })
  @IsString({ message: 'sig is required' })
  sig!: string;
}
