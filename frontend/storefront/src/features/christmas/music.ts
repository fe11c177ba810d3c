/**
 * The Christmas music: a short bell melody synthesized here (no recording, nothing to license) into an
 * AudioBuffer and played in a loop through the Web Audio API, quietly. Started only from a click.
 */
const SAMPLE_RATE = 22050;
const BEAT_SECONDS = 0.3;
// 'Jingle Bells' (traditional, public domain), first line: note frequency in Hz and length in beats
const MELODY: [number, number][] = [
  [659.25, 1],
  [659.25, 1],
  [659.25, 2],
  [659.25, 1],
  [659.25, 1],
  [659.25, 2],
  [659.25, 1],
  [783.99, 1],
  [523.25, 1.5],
  [587.33, 0.5],
  [659.25, 4],
];
const VOLUME = 0.12;

/** The melody as samples: each note a bell-like tone (fundamental plus an octave) fading out. */
export function melodySamples(sampleRate: number = SAMPLE_RATE): Float32Array<ArrayBuffer> {
  const totalBeats = MELODY.reduce((sum, [, beats]) => sum + beats, 0);
  const samples = new Float32Array(Math.ceil(totalBeats * BEAT_SECONDS * sampleRate));
  let start = 0;
  for (const [frequency, beats] of MELODY) {
    const length = Math.floor(beats * BEAT_SECONDS * sampleRate);
    for (let index = 0; index < length && start + index < samples.length; index += 1) {
      const time = index / sampleRate;
      const envelope = Math.exp(-4 * time) * Math.min(1, index / 100);
      const tone = Math.sin(2 * Math.PI * frequency * time) + 0.3 * Math.sin(4 * Math.PI * frequency * time);
      samples[start + index] = VOLUME * envelope * tone;
    }
    start += length;
  }
  return samples;
}

/** Plays the melody in a loop; the returned function stops it. */
export function playMusic(): () => void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return () => undefined;
  const context = new AudioContextClass();
  const samples = melodySamples(SAMPLE_RATE);
  const buffer = context.createBuffer(1, samples.length, SAMPLE_RATE);
  buffer.copyToChannel(samples, 0);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  source.connect(context.destination);
  source.start();
  return () => {
    source.stop();
    void context.close();
  };
}
