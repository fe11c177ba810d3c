/** The animated page title of the Christmas mode: a small symbol before the title, changing every second. */
export const TITLE_FRAMES = ['❄ ', '★ ', '✶ '];
export const TITLE_INTERVAL_MS = 1000;

/** The title without a frame symbol this animation put in front of it. */
export function baseTitle(title: string): string {
  const frame = TITLE_FRAMES.find((prefix) => title.startsWith(prefix));
  return frame ? title.slice(frame.length) : title;
}

export function animatedTitle(title: string, tick: number): string {
  return `${TITLE_FRAMES[tick % TITLE_FRAMES.length]}${baseTitle(title)}`;
}

/** Starts the animation on `doc`; the returned function stops it and restores the plain title. */
export function animateTitle(doc: Document = document): () => void {
  let tick = 0;
  const timer = window.setInterval(() => {
    tick += 1;
    doc.title = animatedTitle(doc.title, tick);
  }, TITLE_INTERVAL_MS);
  return () => {
    window.clearInterval(timer);
    doc.title = baseTitle(doc.title);
  };
}
