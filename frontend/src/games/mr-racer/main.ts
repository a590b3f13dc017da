import { env } from '../../config/env';
import { envelope, readPageMessage, type GameMessage } from '../game-messages';
import {
  MAX_FRAME_SECONDS,
  TICK_SECONDS,
  createRace,
  endRace,
  resetRace,
  score,
  startRace,
  steer,
  stepRace,
  type EndReason,
} from './race';
import { Renderer } from './render';
import { RaceSound } from './sound';
import './mr-racer.css';

const canvas = document.querySelector<HTMLCanvasElement>('#track');
const statusLine = document.querySelector<HTMLElement>('#status');
const muteButton = document.querySelector<HTMLButtonElement>('#mute');
if (!canvas || !statusLine || !muteButton) throw new Error('MR RACER page is incomplete.');

/** The GameHub page that frames us: the only window we take commands from and report to. */
const host = window.parent !== window ? window.parent : null;
const hostOrigin = new URL(env.siteUrl).origin;

const race = createRace(Date.now());
const renderer = new Renderer(canvas);
const sound = new RaceSound();
let looping = false;
let lastFrame = 0;
/** Real time not yet played as whole ticks. */
let unplayed = 0;

function post(message: GameMessage): void {
  host?.postMessage(envelope(message), hostOrigin);
}

function say(text: string): void {
  statusLine!.textContent = text;
}

function frame(now: number): void {
  // Fixed ticks, whatever the frame rate: the server replays the run tick by tick.
  unplayed += lastFrame ? Math.min((now - lastFrame) / 1000, MAX_FRAME_SECONDS) : 0;
  lastFrame = now;
  while (unplayed >= TICK_SECONDS && race.phase === 'running') {
    stepRace(race);
    unplayed -= TICK_SECONDS;
  }
  renderer.draw(race);
  sound.update(race.speed, race.phase === 'running');
  if (race.phase === 'running') {
    requestAnimationFrame(frame);
    return;
  }
  looping = false;
  if (race.phase === 'over') finish(race.endReason ?? 'ended');
}

function loop(): void {
  if (looping) return;
  looping = true;
  lastFrame = 0;
  unplayed = 0;
  requestAnimationFrame(frame);
}

/** A run from `seed`: game_start's on GameHub (the server replays it), any when played alone. */
function start(seed: number): void {
  if (race.phase === 'running') return;
  resetRace(race, seed);
  startRace(race);
  say(
    host
      ? 'Racing! Steer with ← → or tap left and right.'
      : 'Racing! Scores count only on GameHub.',
  );
  canvas!.focus();
  loop();
}

function finish(reason: EndReason): void {
  const points = score(race);
  sound.update(0, false);
  if (reason === 'crash') sound.crash();
  say(reason === 'crash' ? `Crash! You scored ${points}.` : `Run over: you scored ${points}.`);
  renderer.draw(race);
  post({ type: 'over', score: points, reason, ticks: race.tick, inputs: [...race.inputs] });
}

function end(): void {
  if (race.phase !== 'running') return;
  endRace(race, 'ended');
  looping = false;
  finish('ended');
}

window.addEventListener('message', (event) => {
  const command = readPageMessage(event, hostOrigin, host);
  if (command?.type === 'start') start(command.seed);
  else if (command?.type === 'end') end();
});

window.addEventListener('keydown', (event) => {
  if (event.code === 'ArrowLeft' || event.code === 'KeyA') steer(race, -1);
  else if (event.code === 'ArrowRight' || event.code === 'KeyD') steer(race, 1);
  else if (event.code === 'KeyM') toggleSound();
  // Outside GameHub the game is still playable, just not scored.
  else if (!host && (event.code === 'Enter' || event.code === 'Space')) {
    start((Math.random() * 2 ** 32) >>> 0);
  } else return;
  event.preventDefault();
});

canvas.addEventListener('pointerdown', (event) => {
  const box = canvas.getBoundingClientRect();
  steer(race, event.clientX - box.left < box.width / 2 ? -1 : 1);
  event.preventDefault();
});

function toggleSound(): void {
  sound.setMuted(!sound.muted);
  muteButton!.textContent = sound.muted ? 'Sound: off' : 'Sound: on';
}
muteButton.addEventListener('click', toggleSound);

function fit(): void {
  const box = canvas!.getBoundingClientRect();
  renderer.resize(box.width, box.height, window.devicePixelRatio || 1);
  renderer.draw(race);
}
new ResizeObserver(fit).observe(canvas);
fit();
say(host ? 'Press START to race.' : 'Press Enter to race.');
post({ type: 'ready' });
