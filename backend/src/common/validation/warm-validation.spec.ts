import { Body, Controller, Get, INestApplication, Post, Query } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { IsInt, IsString, Min } from 'class-validator';
import * as compiledValidation from './compiled-validation';
import { routeDtos, warmValidation } from './warm-validation';

class CreateThingDto {
  @IsString()
  name!: string;
}

class ListThingsDto {
  @IsInt()
  @Min(1)
  page!: number;
}

/** No rules: nothing for the validation pipe to compile. */
class PlainDto {
  note?: string;
}

@Controller('things')
class ThingsController {
  @Post()
  create(@Body() body: CreateThingDto) {
    return body;
  }

  @Get()
  list(@Query() query: ListThingsDto, @Query('q') q: string) {
    return { query, q };
  }

  @Post('again')
  again(@Body() body: CreateThingDto, @Body('plain') plain: PlainDto) {
    return { body, plain };
  }
}

describe('warmValidation', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const module = await Test.createTestingModule({ controllers: [ThingsController] }).compile();
    app = module.createNestApplication(new FastifyAdapter());
    await app.init();
  });

  afterAll(() => app.close());

  it('finds each DTO with rules that a route takes, once', () => {
    expect(routeDtos(app)).toEqual([CreateThingDto, ListThingsDto]);
  });

  it('compiles each of them after the caller goes on, one per turn of the event loop', async () => {
    const compile = jest.spyOn(compiledValidation, 'compiledDto');
    const warming = warmValidation(app);
    expect(compile).not.toHaveBeenCalled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(compile).toHaveBeenCalledTimes(1);
    await expect(warming).resolves.toBe(2);
    expect(compile.mock.calls.map(([dto]) => dto)).toEqual([CreateThingDto, ListThingsDto]);
    // The compiled checks answer as class-validator would.
    const create = compiledValidation.compiledDto(CreateThingDto);
    expect(create?.accepts(Object.assign(new CreateThingDto(), { name: 'x' }))).toBe(true);
    expect(create?.accepts(Object.assign(new CreateThingDto(), { name: 3 }))).toBe(false);
    compile.mockRestore();
  });
});
