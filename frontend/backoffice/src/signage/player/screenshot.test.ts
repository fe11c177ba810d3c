import { describe, expect, it } from 'vitest';
import { loadDomToPng, onScreen, screenshotScale, takeScreenshot } from './screenshot';

describe('screenshot', () => {
  it('refuses what is no PNG', async () => {
    await expect(takeScreenshot(document.body, async () => async () => 'data:image/jpeg;base64,/9j/')).rejects.toThrow(
      'Es entstand kein PNG.',
    );
    await expect(takeScreenshot(document.body, async () => async () => 'data:image/png;base64,')).rejects.toThrow(
      'Es entstand kein PNG.',
    );
  });

  it("leaves the page's noscript text and scripts out", () => {
    expect(onScreen(document.createElement('noscript'))).toBe(false);
    expect(onScreen(document.createElement('script'))).toBe(false);
    expect(onScreen(document.createElement('main'))).toBe(true);
    expect(onScreen(document.createTextNode('5,90 EUR'))).toBe(true);
  });

  it('scales the longer side to 1280 px, never up', () => {
    expect(screenshotScale(1920, 1080)).toBe(2 / 3);
    expect(screenshotScale(1080, 1920)).toBe(2 / 3);
    expect(screenshotScale(3840, 2160)).toBe(1 / 3);
    expect(screenshotScale(1280, 720)).toBe(1);
    expect(screenshotScale(800, 600)).toBe(1);
    expect(screenshotScale(0, 0)).toBe(1);
  });

  it("loads modern-screenshot's domToPng only when asked", async () => {
    expect(await loadDomToPng()).toBe((await import('modern-screenshot')).domToPng);
  });
});
