import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@bestellwerk/common/api/client';
import { fill } from '../../i18n/devicePage';
import { signagePlayerMessages as m } from '../../i18n/signagePlayer';
import { fetchPlayer, type PlayerAnswer, type PlayerScene, type PlayerSession, reportPlay } from './api';
import {
  cacheImages,
  queuedPlays,
  queuePlay,
  readAnswer,
  type StoredAnswer,
  storeAnswer,
  storePlays,
} from './playerCache';
import { imageUrls, programAt, programKey, sceneMs } from './program';
import { SceneView } from './SceneView';
import { takeScreenshot } from './screenshot';
import { registerPlayerWorker } from './serviceWorker';

/** How often the player asks for its program (a product switched off leaves the boards within this). */
export const PLAYER_POLL_MS = 5000;
/** How often the player looks at its clock (a segment ends at `until`, also offline). */
export const TICK_MS = 1000;

const errorText = (error: unknown) => (error instanceof Error && error.message) || String(error);

/** What the screen shows, as a PNG data URL (the page with its notifications). */
const screenshotOfPage = () => takeScreenshot(document.body);

/** Is this failure the network's (played on from the last answer) rather than the server's refusal? */
const isNetwork = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

/** The scene on screen: each for its duration, in order, round and round; from the first again with a new program. */
function usePlaylist(scenes: PlayerScene[], key: string) {
  const [position, setPosition] = useState({ key, index: 0, shown: 0 });
  if (position.key !== key) setPosition({ key, index: 0, shown: position.shown + 1 });
  const index = scenes.length ? position.index % scenes.length : 0;
  const scene = scenes[index] ?? null;
  const count = scenes.length;
  const duration = scene ? sceneMs(scene) : 0;
  useEffect(() => {
    if (count < 2 || !duration) return undefined;
    const timer = setTimeout(
      () => setPosition((current) => ({ ...current, index: (current.index + 1) % count, shown: current.shown + 1 })),
      duration,
    );
    return () => clearTimeout(timer);
  }, [count, duration, position.shown]);
  return { scene, shown: position.shown };
}

/**
 * The digital signage player of a screen: plays its stream's segment (the scenes in order with their durations and
 * transitions), switches to the next segment at `until` by its own clock, shows a show-scene command's scene until
 * it is aborted, reports what it shows (proof of play), sends a screenshot when asked and plays on from its last
 * answer while the network is gone (its service worker keeps the page for a restart without network).
 * `screenshot`: what takes the picture (a PNG data URL), replaced in tests.
 */
export function Player({
  session,
  deviceId,
  screenshot = screenshotOfPage,
}: {
  session: PlayerSession;
  deviceId: number;
  screenshot?: () => Promise<string>;
}) {
  const [stored, setStored] = useState<StoredAnswer | null>(() => readAnswer(deviceId));
  const [refusal, setRefusal] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef(stored);
  const refresh = useRef<() => Promise<PlayerAnswer | null | undefined>>(async () => undefined);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    void registerPlayerWorker(session.log);
  }, [session]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let offline = false;

    const flushPlays = async () => {
      const plays = queuedPlays();
      if (!plays.length) return;
      storePlays([]);
      for (const [index, play] of plays.entries()) {
        try {
          await reportPlay(session, play.sceneId, play.shownAt);
        } catch (error) {
          if (isNetwork(error)) {
            storePlays([...plays.slice(index), ...queuedPlays()]);
            return;
          }
        }
      }
    };

    /** The answer after asking (null: the server refuses; undefined: not reachable). */
    const poll = async (): Promise<PlayerAnswer | null | undefined> => {
      try {
        const result = await fetchPlayer(session, latest.current?.etag ?? null);
        if (stopped) return undefined;
        offline = false;
        setRefusal('');
        if (result.changed) {
          const next = { etag: result.etag, answer: result.data };
          latest.current = next;
          storeAnswer(deviceId, next);
          setStored(next);
          session.log.info(
            fill(m.log.answer, { segment: result.data.segment?.name ?? '–', count: result.data.scenes.length }),
          );
        }
        // after every answer: a picture the network failed to bring is fetched again once it is back
        if (latest.current) void cacheImages(imageUrls(latest.current.answer));
        void flushPlays();
        return latest.current?.answer ?? null;
      } catch (error) {
        if (stopped) return undefined;
        if (isNetwork(error)) {
          if (!offline) session.log.warn(m.log.offline);
          offline = true;
          return undefined;
        }
        // 401: the device agent pairs anew; any other refusal: nothing to play (no TV for this screen)
        if (error instanceof ApiError && error.status !== 401) {
          latest.current = null;
          setStored(null);
          setRefusal(error.serverErrors[0]?.message || m.notSetUp);
        }
        return null;
      }
    };

    const run = async () => {
      await poll();
      if (!stopped) timer = setTimeout(() => void run(), PLAYER_POLL_MS);
    };
    refresh.current = async () => {
      clearTimeout(timer);
      const answer = await poll();
      if (!stopped) {
        clearTimeout(timer);
        timer = setTimeout(() => void run(), PLAYER_POLL_MS);
      }
      return answer;
    };
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [session, deviceId]);

  // the commands of a screen (the device agent acks them)
  useEffect(() => {
    const off = [
      session.onCommand('reload', () => {
        session.log.info(m.log.reload);
        return { afterAck: () => window.location.reload() };
      }),
      // the scene comes with the player's answer (override) and stays until the command is aborted
      session.onCommand('show-scene', async (command) => {
        const answer = await refresh.current();
        if (answer === undefined || answer?.override?.command === command.id) return { ack: false };
        throw new Error(m.sceneMissing);
      }),
      // a PNG of the screen, stored by the server as the TV's screenshot (ack {ok: true, result: {dataUrl}})
      session.onCommand('screenshot', async () => {
        let dataUrl: string;
        try {
          dataUrl = await screenshot();
        } catch (error) {
          session.log.error(fill(m.log.screenshotFailed, { error: errorText(error) }));
          throw new Error(m.screenshotFailed);
        }
        session.log.info(fill(m.log.screenshot, { kilobytes: Math.round((dataUrl.length * 3) / 4 / 1024) }));
        return { result: { dataUrl } };
      }),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [session, screenshot]);

  const answer = stored?.answer ?? null;
  const override = answer?.override ?? null;
  const program = answer ? programAt(answer, now) : null;
  const scenes = override ? [override.scene] : (program?.scenes ?? []);
  const key = override ? `override-${override.command}` : program ? programKey(program) : 'none';
  const { scene, shown } = usePlaylist(scenes, key);

  // proof of play: each scene as it comes on screen
  const sceneId = scene?.id;
  const sceneName = scene?.name;
  useEffect(() => {
    if (sceneId === undefined) return;
    session.log.info(fill(m.log.showing, { name: sceneName ?? '', id: sceneId }));
    const play = { sceneId, shownAt: new Date().toISOString() };
    reportPlay(session, play.sceneId, play.shownAt).catch((error: unknown) => {
      if (isNetwork(error)) queuePlay(play);
    });
    // once per showing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sceneId, shown]);

  const name = answer?.device.name;
  useEffect(() => {
    document.title = name ?? m.title;
  }, [name]);

  const transition = override ? 'none' : (scene?.transition ?? 'none');
  return (
    <main className={`signage signage--${answer?.device.orientation ?? 'landscape'}`}>
      {scene ? (
        <section
          key={`${key}-${shown}`}
          className={`signage-scene signage-scene--${transition}`}
          aria-label={scene.name}
          data-scene={scene.path}
        >
          <SceneView scene={scene} />
        </section>
      ) : (
        <p className="signage-empty" role="status">
          {answer ? m.nothingPlanned : refusal || m.loading}
        </p>
      )}
    </main>
  );
}
