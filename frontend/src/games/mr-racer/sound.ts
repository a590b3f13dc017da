import { START_SPEED, TOP_SPEED } from './race';

/**
 * An engine hum that follows the speed, and a thud on a crash. Muted until the player turns it
 * on (browsers only start audio after a gesture anyway), and built only then.
 */
export class RaceSound {
  private context: AudioContext | null = null;
  private engine: OscillatorNode | null = null;
  private volume: GainNode | null = null;
  private lastHz = 0;
  muted = true;

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (!muted && !this.context) this.build();
    if (this.context && this.volume) {
      this.volume.gain.setTargetAtTime(muted ? 0 : 0.04, this.context.currentTime, 0.05);
    }
  }

  private build(): void {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    this.context = new AudioContextClass();
    this.volume = this.context.createGain();
    this.volume.gain.value = 0;
    this.volume.connect(this.context.destination);
    this.engine = this.context.createOscillator();
    this.engine.type = 'sawtooth';
    this.engine.frequency.value = 60;
    this.engine.connect(this.volume);
    this.engine.start();
  }

  /** Pitch follows the speed; idle (no hum) when not racing. */
  update(speed: number, running: boolean): void {
    if (this.muted || !this.context || !this.engine || !this.volume) return;
    const hz = running ? 55 + ((speed - START_SPEED) / (TOP_SPEED - START_SPEED)) * 90 : 0;
    if (Math.abs(hz - this.lastHz) < 1) return;
    this.lastHz = hz;
    const now = this.context.currentTime;
    this.volume.gain.setTargetAtTime(running ? 0.04 : 0, now, 0.08);
    if (running) this.engine.frequency.setTargetAtTime(hz, now, 0.1);
  }

  crash(): void {
    if (this.muted || !this.context) return;
    const now = this.context.currentTime;
    const thud = this.context.createOscillator();
    const gain = this.context.createGain();
    thud.type = 'square';
    thud.frequency.setValueAtTime(120, now);
    thud.frequency.exponentialRampToValueAtTime(30, now + 0.35);
    gain.gain.setValueAtTime(0.12, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.4);
    thud.connect(gain).connect(this.context.destination);
    thud.start(now);
    thud.stop(now + 0.4);
  }
}
