import {
  CAR_LENGTH,
  CAR_WIDTH,
  LANES,
  LANE_WIDTH,
  ROAD_WIDTH,
  VIEW_AHEAD,
  VIEW_BEHIND,
  score,
  type Race,
} from './race';

/** Traffic paints, by Car.paint. */
const TRAFFIC_PAINTS = ['#22d3ee', '#fbbf24', '#34d399', '#f472b6'];
const PLAYER_PAINT = '#8b5cf6';
const GRASS = '#14532d';
const GRASS_STRIPE = '#166534';
const ASPHALT = '#1f2430';
const MARKING = '#e5e7eb';
const CURB_RED = '#dc2626';
const HUD_TEXT = '#f8fafc';

/** Metres of road the view must hold across: the road and a strip of verge each side. */
const VIEW_WIDTH = ROAD_WIDTH + 4;
const DASH = 3;
const DASH_PERIOD = 9;
const CURB = 2;
const STRIPE = 10;
const MAX_PIXEL_RATIO = 2;
/** A roadside tree every this many metres on each side, placed by a hash of its index. */
const TREE_EVERY = 7;
const TREE_SIZE = 3.2;

function offscreen(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  return canvas;
}

/** A car seen from above, nose up, drawn once per size into its own canvas. */
function carSprite(paint: string, width: number, height: number): HTMLCanvasElement {
  const sprite = offscreen(width, height);
  const ctx = sprite.getContext('2d');
  if (!ctx) return sprite;
  const w = sprite.width;
  const h = sprite.height;
  const r = w * 0.22;
  ctx.fillStyle = '#0b0b12';
  const wheelW = w * 0.16;
  const wheelH = h * 0.18;
  for (const wy of [h * 0.14, h * 0.66]) {
    ctx.fillRect(0, wy, wheelW, wheelH);
    ctx.fillRect(w - wheelW, wy, wheelW, wheelH);
  }
  ctx.fillStyle = paint;
  ctx.beginPath();
  ctx.roundRect(w * 0.08, 0, w * 0.84, h, r);
  ctx.fill();
  ctx.fillStyle = 'rgba(15, 23, 42, 0.85)';
  ctx.beginPath();
  ctx.roundRect(w * 0.2, h * 0.24, w * 0.6, h * 0.18, r * 0.4);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(w * 0.22, h * 0.68, w * 0.56, h * 0.12, r * 0.4);
  ctx.fill();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.18)';
  ctx.fillRect(w * 0.46, h * 0.02, w * 0.08, h * 0.96);
  ctx.fillStyle = '#fde68a';
  ctx.fillRect(w * 0.16, 0, w * 0.16, h * 0.04);
  ctx.fillRect(w * 0.68, 0, w * 0.16, h * 0.04);
  ctx.fillStyle = '#ef4444';
  ctx.fillRect(w * 0.16, h * 0.96, w * 0.16, h * 0.04);
  ctx.fillRect(w * 0.68, h * 0.96, w * 0.16, h * 0.04);
  return sprite;
}

function treeSprite(size: number): HTMLCanvasElement {
  const sprite = offscreen(size, size);
  const ctx = sprite.getContext('2d');
  if (!ctx) return sprite;
  const r = sprite.width / 2;
  ctx.fillStyle = 'rgba(0, 0, 0, 0.25)';
  ctx.beginPath();
  ctx.arc(r * 1.1, r * 1.1, r * 0.85, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#15803d';
  ctx.beginPath();
  ctx.arc(r, r, r * 0.85, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#22c55e';
  ctx.beginPath();
  ctx.arc(r * 0.8, r * 0.78, r * 0.45, 0, Math.PI * 2);
  ctx.fill();
  return sprite;
}

/** A stable number in [0, 1) for an integer, so scenery stays put as it scrolls. */
function hash01(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The ten digits in one strip, equal widths, so numbers draw without building strings. */
function digitStrip(size: number): { strip: HTMLCanvasElement; width: number; height: number } {
  const width = Math.ceil(size * 0.62);
  const height = Math.ceil(size * 1.2);
  const strip = offscreen(width * 10, height);
  const ctx = strip.getContext('2d');
  if (ctx) {
    ctx.font = `700 ${size}px system-ui, sans-serif`;
    ctx.fillStyle = HUD_TEXT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let d = 0; d < 10; d++) ctx.fillText(String(d), d * width + width / 2, height / 2);
  }
  return { strip, width, height };
}

function labelSprite(text: string, size: number): HTMLCanvasElement {
  const sprite = offscreen(size * text.length * 0.7 + 4, size * 1.3);
  const ctx = sprite.getContext('2d');
  if (ctx) {
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    ctx.fillStyle = 'rgba(248, 250, 252, 0.75)';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, 2, sprite.height / 2);
  }
  return sprite;
}

/**
 * Draws a race onto a canvas at its device pixel size. Everything that depends on the size
 * (sprites, digit strips, scale) is made in resize(); draw() only fills rectangles and copies
 * images, and allocates nothing.
 */
export class Renderer {
  private readonly ctx: CanvasRenderingContext2D;
  private width = 1;
  private height = 1;
  /** Device pixels per metre. */
  private scale = 1;
  private roadLeft = 0;
  /** Screen y of the player's rear bumper. */
  private baseY = 0;
  private player: HTMLCanvasElement | null = null;
  private traffic: HTMLCanvasElement[] = [];
  private tree: HTMLCanvasElement | null = null;
  private digits = digitStrip(24);
  private scoreLabel: HTMLCanvasElement | null = null;
  private speedLabel: HTMLCanvasElement | null = null;

  constructor(private readonly canvas: HTMLCanvasElement) {
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('This browser cannot draw on a canvas.');
    this.ctx = ctx;
  }

  /** Fits the canvas to its CSS size at the screen's pixel density. */
  resize(cssWidth: number, cssHeight: number, pixelRatio: number): void {
    // Past 2× the eye gains little and a phone fills 2.25 times the pixels every frame.
    const ratio = Math.min(Math.max(pixelRatio, 1), MAX_PIXEL_RATIO);
    this.width = Math.max(1, Math.round(cssWidth * ratio));
    this.height = Math.max(1, Math.round(cssHeight * ratio));
    this.canvas.width = this.width;
    this.canvas.height = this.height;
    this.scale = Math.min(
      this.height / (VIEW_AHEAD + VIEW_BEHIND + CAR_LENGTH),
      this.width / VIEW_WIDTH,
    );
    this.roadLeft = (this.width - ROAD_WIDTH * this.scale) / 2;
    this.baseY = this.height - VIEW_BEHIND * this.scale;
    const carW = CAR_WIDTH * this.scale;
    const carH = CAR_LENGTH * this.scale;
    this.player = carSprite(PLAYER_PAINT, carW, carH);
    this.traffic = TRAFFIC_PAINTS.map((paint) => carSprite(paint, carW, carH));
    this.tree = treeSprite(TREE_SIZE * this.scale);
    const hud = Math.round(Math.min(28 * ratio, this.height / 14));
    this.digits = digitStrip(hud);
    this.scoreLabel = labelSprite('SCORE', Math.round(hud * 0.45));
    this.speedLabel = labelSprite('KM/H', Math.round(hud * 0.45));
  }

  /** Screen y of a point `metres` along the road. */
  private screenY(metres: number, distance: number): number {
    return this.baseY - (metres - distance) * this.scale;
  }

  draw(race: Race): void {
    const { ctx, width, height, scale, roadLeft } = this;
    const d = race.distance;
    const roadWidth = ROAD_WIDTH * scale;

    // Each pixel is painted about once (verges, stripes on the verges only, road): on a phone
    // the canvas has millions of them, and filling it three times over cost more than the rest.
    const verge = Math.max(0, roadLeft);
    const rightEdge = roadLeft + roadWidth;
    ctx.fillStyle = GRASS;
    ctx.fillRect(0, 0, verge, height);
    ctx.fillRect(rightEdge, 0, width - rightEdge, height);
    // Verge stripes and curbs scroll with the distance, which is what makes the speed felt.
    const from = d - VIEW_BEHIND - STRIPE;
    const to = d + VIEW_AHEAD + CAR_LENGTH + STRIPE;
    ctx.fillStyle = GRASS_STRIPE;
    for (let m = Math.floor(from / (2 * STRIPE)) * 2 * STRIPE; m < to; m += 2 * STRIPE) {
      const y = this.screenY(m + STRIPE, d);
      ctx.fillRect(0, y, verge, STRIPE * scale);
      ctx.fillRect(rightEdge, y, width - rightEdge, STRIPE * scale);
    }
    this.drawTrees(from, to, d);
    ctx.fillStyle = ASPHALT;
    ctx.fillRect(roadLeft, 0, roadWidth, height);

    const curbW = Math.max(2, 0.35 * scale);
    for (let m = Math.floor(from / (2 * CURB)) * 2 * CURB; m < to; m += CURB) {
      ctx.fillStyle = (m / CURB) % 2 === 0 ? CURB_RED : MARKING;
      const y = this.screenY(m + CURB, d);
      ctx.fillRect(roadLeft - curbW, y, curbW, CURB * scale + 1);
      ctx.fillRect(roadLeft + roadWidth, y, curbW, CURB * scale + 1);
    }

    ctx.fillStyle = MARKING;
    const lineW = Math.max(1, 0.15 * scale);
    for (let lane = 1; lane < LANES; lane++) {
      const x = roadLeft + lane * LANE_WIDTH * scale - lineW / 2;
      for (let m = Math.floor(from / DASH_PERIOD) * DASH_PERIOD; m < to; m += DASH_PERIOD) {
        ctx.fillRect(x, this.screenY(m + DASH, d), lineW, DASH * scale);
      }
    }

    const carW = CAR_WIDTH * scale;
    const carH = CAR_LENGTH * scale;
    for (const car of race.traffic) {
      if (!car.active) continue;
      const sprite = this.traffic[car.paint];
      if (!sprite) continue;
      ctx.drawImage(
        sprite,
        roadLeft + (car.x - CAR_WIDTH / 2) * scale,
        this.screenY(car.y + CAR_LENGTH, d),
        carW,
        carH,
      );
    }
    if (this.player) {
      ctx.drawImage(
        this.player,
        roadLeft + (race.x - CAR_WIDTH / 2) * scale,
        this.baseY - carH,
        carW,
        carH,
      );
    }
    if (race.phase === 'over' && race.endReason === 'crash') {
      ctx.fillStyle = 'rgba(220, 38, 38, 0.35)';
      ctx.fillRect(0, 0, width, height);
    } else if (race.phase !== 'running') {
      ctx.fillStyle = 'rgba(11, 11, 18, 0.45)';
      ctx.fillRect(0, 0, width, height);
    }
    this.drawHud(race);
  }

  /** Trees on the verges, clear of the curbs, where the verge is wide enough for them. */
  private drawTrees(from: number, to: number, d: number): void {
    const tree = this.tree;
    if (!tree) return;
    const size = TREE_SIZE * this.scale;
    const verge = this.roadLeft - 0.6 * this.scale - size;
    if (verge <= 0) return;
    for (let i = Math.floor(from / TREE_EVERY); i * TREE_EVERY < to; i++) {
      const y = this.screenY(i * TREE_EVERY + hash01(i) * 4, d) - size;
      this.ctx.drawImage(tree, hash01(i * 3 + 1) * verge, y, size, size);
      const right = this.roadLeft + ROAD_WIDTH * this.scale + 0.6 * this.scale;
      const y2 = this.screenY(i * TREE_EVERY + hash01(i * 7 + 2) * 4, d) - size;
      this.ctx.drawImage(tree, right + hash01(i * 5 + 3) * verge, y2, size, size);
    }
  }

  private drawHud(race: Race): void {
    const pad = Math.round(this.digits.height * 0.5);
    if (this.scoreLabel) this.ctx.drawImage(this.scoreLabel, pad, pad);
    const labelH = this.scoreLabel?.height ?? 0;
    this.drawNumber(score(race), pad, pad + labelH, false);
    const kmh = Math.round(race.speed * 3.6);
    if (this.speedLabel) {
      this.ctx.drawImage(this.speedLabel, this.width - pad - this.speedLabel.width, pad);
    }
    this.drawNumber(kmh, this.width - pad, pad + labelH, true);
  }

  /** Draws a whole number from the digit strip; right-aligned at x when alignRight. */
  private drawNumber(value: number, x: number, y: number, alignRight: boolean): void {
    const { strip, width, height } = this.digits;
    let count = 1;
    for (let rest = Math.floor(value / 10); rest > 0; rest = Math.floor(rest / 10)) count++;
    let right = alignRight ? x : x + count * width;
    let rest = Math.max(0, Math.floor(value));
    for (let i = 0; i < count; i++) {
      const digit = rest % 10;
      right -= width;
      this.ctx.drawImage(strip, digit * width, 0, width, height, right, y, width, height);
      rest = Math.floor(rest / 10);
    }
  }
}
