import { describe, expect, it, vi } from 'vitest';
import { registerPlayerWorker } from './serviceWorker';

const log = () => ({ warn: vi.fn<(text: string) => void>() });

describe('service worker', () => {
  it('registers /signage/sw.js for the scope /signage/, never from the HTTP cache', async () => {
    // given
    const registration = { scope: 'https://shop.example.com/signage/' } as ServiceWorkerRegistration;
    const register = vi.fn(async () => registration);
    const logged = log();

    // when
    const registered = await registerPlayerWorker(logged, { register } as unknown as ServiceWorkerContainer);

    // then
    expect(registered).toBe(registration);
    expect(register).toHaveBeenCalledWith('/signage/sw.js', { scope: '/signage/', updateViaCache: 'none' });
    expect(logged.warn).not.toHaveBeenCalled();
  });

  it("names the browser's refusal in the page's log and plays on without it", async () => {
    // given
    const register = vi.fn(async () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const logged = log();

    // when
    const registered = await registerPlayerWorker(logged, { register } as unknown as ServiceWorkerContainer);

    // then
    expect(registered).toBeNull();
    expect(logged.warn).toHaveBeenCalledWith('Offline-Speicher der Seite nicht verfügbar: The operation is insecure.');
  });

  it('does nothing in a browser without service workers (no secure context)', async () => {
    // given: jsdom has none
    const logged = log();

    // when / then
    expect('serviceWorker' in navigator).toBe(false);
    expect(await registerPlayerWorker(logged)).toBeNull();
    expect(logged.warn).not.toHaveBeenCalled();
  });
});
