import fastifyCompress from '@fastify/compress';
import { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers above this many bytes are compressed; smaller ones gain less than the CPU costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * JSON (and any other text answer) compressed on the fly above the threshold. Brotli at quality
 * 4 costs about what gzip does at its default; the client's own files come pre-compressed at
 * build time (`preCompressed` below), which bench web-delivery measured as far cheaper per
 * request than compressing them here. Request bodies are not decompressed.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
