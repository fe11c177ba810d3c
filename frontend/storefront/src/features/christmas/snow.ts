/** The snow of the Christmas mode: at most 350 flakes, 250 on screens narrower than 560 px (spec §9). */
export const MAX_FLAKES = 350;
export const MAX_FLAKES_NARROW = 250;
export const NARROW_WIDTH = 560;

export interface Flake {
  x: number;
  y: number;
  radius: number;
  speed: number;
  drift: number;
}

export function flakeCount(width: number): number {
  return width < NARROW_WIDTH ? MAX_FLAKES_NARROW : MAX_FLAKES;
}

export function createFlakes(width: number, height: number, random: () => number = Math.random): Flake[] {
  return Array.from({ length: flakeCount(width) }, () => ({
    x: random() * width,
    y: random() * height,
    radius: 1 + random() * 2.5,
    speed: 20 + random() * 40,
    drift: (random() - 0.5) * 20,
  }));
}

/** Moves each flake on by `seconds`; a flake that left the bottom starts again at the top. */
export function fall(flakes: Flake[], seconds: number, width: number, height: number): void {
  for (const flake of flakes) {
    flake.y += flake.speed * seconds;
    flake.x = (flake.x + flake.drift * seconds + width) % width;
    if (flake.y - flake.radius > height) flake.y = -flake.radius;
  }
}
