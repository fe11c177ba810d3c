import { createServer, type Server } from 'node:http';

/**
 * A scripted provider of the OpenAI-compatible API (backend/contentai/provider.py) for one worker's server: every
 * page draft proposes one 'Zahl mit Beschriftung' block (numberFact) at the end, every image is a 64 × 48 PNG.
 * It runs in the worker, so the server's AI functions work offline and answer the same on every run.
 */

export const AI_DRAFT_BLOCK = { label: 'Jahre am Herd', value: '120' };
// a 64 × 48 orange PNG (as support/backoffice.ts uploads)
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAARUlEQVR42u3PAQkAMAgAMH0Gw5rYHG8hCFuD5XTFZS+OExAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQENjzATvzAdKNFIHCAAAAAElFTkSuQmCC';

function answer(path: string): { status: number; body: unknown } {
  if (path === '/v1/chat/completions') {
    const proposal = { fields: {}, blocks: [{ index: null, type: 'numberFact', content: AI_DRAFT_BLOCK }] };
    return {
      status: 200,
      body: {
        choices: [{ message: { role: 'assistant', content: JSON.stringify(proposal) } }],
        usage: { prompt_tokens: 400, completion_tokens: 40 },
      },
    };
  }
  if (path === '/v1/images/generations') return { status: 200, body: { data: [{ b64_json: PNG }] } };
  return { status: 404, body: { error: { message: 'not scripted' } } };
}

/** Starts the provider on `port`; the server reaches it at the returned base URL (AI_BASE_URL). */
export async function startFakeAi(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const { status, body } = answer(request.url ?? '');
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/v1`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
