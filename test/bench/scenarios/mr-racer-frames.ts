import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../../../backend/src/app.factory';
import { webRoot } from '../../../backend/src/web/web-client';
import { launchBrowser } from '../../utils/chromium';
import { machine, pct } from '../bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Chrome DevTools' "mid-tier mobile": the CPU four times slower. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
const FRAME_MS = 1000 / 60;

interface FrameFigures {
  intervals: number[];
  busySeconds: number;
  scriptSeconds: number;
  gameBytes: number;
  otherBytes: number;
  heapStart: number;
  heapEnd: number;
  runs: number;
}

interface SamplingNode {
  callFrame: { url: string };
  selfSize: number;
  children: SamplingNode[];
}

/**
 * MR RACER on a phone-sized page (390×844 at 3× pixels) in Chromium with the CPU slowed four
 * times: frame intervals from requestAnimationFrame, main-thread time per frame, and the bytes the
 * game's code allocated while racing (V8's sampling heap profiler), for SECONDS of play.
 */
export async function mrRacerFrames(): Promise<string> {
  if (!existsSync(join(webRoot(), 'games', 'mr-racer', 'index.html'))) {
    execFileSync('npm', ['run', 'build:web', '--silent'], { stdio: 'inherit' });
  }
  process.env.SERVE_WEB = 'true';
  const app = await createApp();
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true });
    await page.goto(`${base}/games/mr-racer/index.html`);
    await page.getByText('Press Enter to race.').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.enable');
    const metric = async (name: string) =>
      ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ??
        0) as number;

    // Opened outside GameHub the game starts on Enter (and again after a crash).
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1_000);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapStart = await metric('JSHeapUsedSize');
    const busy0 = await metric('TaskDuration');
    const script0 = await metric('ScriptDuration');
    await cdp.send('HeapProfiler.startSampling', { samplingInterval: 512 });
    // Measured from the page's own animation frames (the bench's code, not the game's).
    const intervals = page.evaluate<number[]>(`new Promise((resolve) => {
      const seen = [];
      let last = 0;
      const end = performance.now() + ${SECONDS * 1000};
      const tick = (t) => {
        if (last) seen.push(t - last);
        last = t;
        if (t < end) requestAnimationFrame(tick);
        else resolve(seen);
      };
      requestAnimationFrame(tick);
    })`);
    // Play as a player would: change lane now and then, start again after a crash.
    let runs = 1;
    const deadline = Date.now() + SECONDS * 1000;
    for (let i = 0; Date.now() < deadline; i++) {
      await page.keyboard.press(i % 4 < 2 ? 'ArrowLeft' : 'ArrowRight');
      await page.waitForTimeout(400);
      if (await page.getByText(/^Crash!/).count()) {
        runs++;
        await page.keyboard.press('Enter');
      }
    }
    const figures: FrameFigures = {
      intervals: (await intervals).sort((a, b) => a - b),
      busySeconds: (await metric('TaskDuration')) - busy0,
      scriptSeconds: (await metric('ScriptDuration')) - script0,
      gameBytes: 0,
      otherBytes: 0,
      heapStart,
      heapEnd: 0,
      runs,
    };
    const { profile } = await cdp.send('HeapProfiler.stopSampling');
    const walk = (node: SamplingNode) => {
      if (/\/assets\/mr-racer-[^/]*\.js/.test(node.callFrame.url))
        figures.gameBytes += node.selfSize;
      else figures.otherBytes += node.selfSize;
      node.children.forEach(walk);
    };
    walk(profile.head as SamplingNode);
    await cdp.send('HeapProfiler.collectGarbage');
    figures.heapEnd = await metric('JSHeapUsedSize');
    return report(figures);
  } finally {
    await browser.close();
    await app.close();
  }
}

function report(f: FrameFigures): string {
  const frames = f.intervals.length;
  const fps = frames / (f.intervals.reduce((s, v) => s + v, 0) / 1000);
  const late = f.intervals.filter((v) => v > FRAME_MS * 1.5).length;
  const ms = (p: number) => pct(f.intervals, p).toFixed(1);
  return [
    '# Benchmark: MR RACER frames on a slowed phone',
    '',
    `${machine()} Chromium (headless, software rendering) showing \`/games/mr-racer/index.html\` at ${PHONE.width}×${PHONE.height} CSS px with ${PHONE.deviceScaleFactor}× device pixels (the game draws at most 2×: a ${PHONE.width * 2}×${PHONE.height * 2}-pixel canvas) and the CPU slowed ${CPU_SLOWDOWN}× (DevTools' mid-tier mobile), for ${SECONDS} s of racing: a lane change every 0.4 s, restarted after a crash (${f.runs} run${f.runs === 1 ? '' : 's'}).`,
    '',
    '| figure | value |',
    '|---|---|',
    `| frames drawn | ${frames} (${fps.toFixed(1)} per second) |`,
    `| frame interval p50 / p95 / p99 / max | ${ms(0.5)} / ${ms(0.95)} / ${ms(0.99)} / ${f.intervals[frames - 1]?.toFixed(1)} ms |`,
    `| frames later than 1.5 × 16.7 ms | ${late} (${((late / Math.max(1, frames)) * 100).toFixed(1)}%) |`,
    `| main-thread busy per frame (slowed CPU) | ${((f.busySeconds * 1000) / Math.max(1, frames)).toFixed(2)} ms, of which script ${((f.scriptSeconds * 1000) / Math.max(1, frames)).toFixed(2)} ms |`,
    `| bytes allocated by the game's code while racing | ${f.gameBytes.toLocaleString('en')} (${(f.gameBytes / Math.max(1, frames)).toFixed(0)} per frame; everything else on the page: ${f.otherBytes.toLocaleString('en')}) |`,
    `| JS heap after a full GC, start → end | ${(f.heapStart / 1024).toFixed(0)} → ${(f.heapEnd / 1024).toFixed(0)} KiB |`,
    '',
    'The frame loop steps the race and redraws from sprites made at resize (cars, trees, digit strips), so a frame allocates nothing: the bytes above come from V8’s sampling heap profiler (one sample per 512 bytes allocated), attributed by script URL; the game’s share is what its lane changes, restarts and status lines allocate. Headless Chromium paces requestAnimationFrame at 60 Hz; the machine is shared, so late frames include time the browser was not scheduled.',
  ].join('\n');
}
