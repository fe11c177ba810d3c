/**
 * The device agent of a page (docs/devices.md): polls GET /api/device-agent/commands every 2 s (ETag, 304 while
 * nothing is new), runs each command once and acknowledges it; sends a heartbeat (with soundEnabled when the page
 * reports one) every 30 s and whenever that changes.
 *
 * Built in: `notification` (shown large on screen, acked at once) and `logs` (the page's log ring sent with the
 * command's id). Other kinds are handled by what the page composes (the signage player: reload, show-scene,
 * screenshot) through `onCommand`; a kind nobody handles is acked as failed.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@bestellwerk/common/api/client';
import { devicePageMessages as m, fill } from '../../i18n/devicePage';
import { type AgentClient, type AgentCommand, type AgentDevice } from './api';
import { type LogRing, pageLog } from './logRing';

export const COMMAND_POLL_MS = 2000;
export const HEARTBEAT_MS = 30_000;
/** While the server refuses the device (deactivated), it is asked again this seldom. */
export const BLOCKED_RETRY_MS = 15_000;

/** What a handler answers: the ack's result, and what to do once the ack is sent (a reload). `ack: false` leaves
 * the command open (a show-scene stays open while the screen shows its scene; its abort ends it). */
export interface CommandOutcome {
  result?: unknown;
  afterAck?: () => void;
  ack?: boolean;
}

export type CommandHandler = (command: AgentCommand) => Promise<CommandOutcome | void> | CommandOutcome | void;

export interface Notice {
  id: number;
  title: string;
  text: string;
}

/** What the agent lends the page it runs on (stable for the agent's lifetime). */
export interface DeviceSession {
  device: AgentDevice;
  client: AgentClient;
  log: LogRing;
  /** Handles commands of `kind` from now on; returns the unsubscribe. */
  onCommand: (kind: string, handler: CommandHandler) => () => void;
  /** What the heartbeat reports as soundEnabled (the counter tablet). */
  reportSound: (enabled: boolean) => void;
}

export interface DeviceAgent {
  session: DeviceSession;
  /** False while the last call failed for want of a network. */
  online: boolean;
  /** The server's refusal while the device is deactivated (403), else ''. */
  blocked: string;
  notices: Notice[];
  dismiss: (id: number) => void;
}

const message = (error: unknown) => (error instanceof Error && error.message) || String(error);

export function useDeviceAgent(
  device: AgentDevice,
  client: AgentClient,
  onUnpaired: () => void,
  log: LogRing = pageLog,
): DeviceAgent {
  const [online, setOnline] = useState(true);
  const [blocked, setBlocked] = useState('');
  const [notices, setNotices] = useState<Notice[]>([]);
  const handlers = useRef(new Map<string, CommandHandler>());
  const sound = useRef<boolean | null>(null);
  const unpaired = useRef(onUnpaired);
  useEffect(() => {
    unpaired.current = onUnpaired;
  });

  const heartbeat = useCallback(() => {
    client.heartbeat(sound.current).catch(() => undefined);
  }, [client]);

  const session = useMemo<DeviceSession>(
    () => ({
      device,
      client,
      log,
      onCommand: (kind, handler) => {
        handlers.current.set(kind, handler);
        return () => {
          if (handlers.current.get(kind) === handler) handlers.current.delete(kind);
        };
      },
      reportSound: (enabled) => {
        if (sound.current === enabled) return;
        sound.current = enabled;
        log.info(fill(m.log.sound, { state: enabled ? 'an' : 'aus' }));
        heartbeat();
      },
    }),
    [device, client, log, heartbeat],
  );

  // heartbeat now and every 30 s
  useEffect(() => {
    heartbeat();
    const timer = setInterval(heartbeat, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [heartbeat]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let etag: string | null = null;
    let wasOnline = true;
    const handled = new Set<number>();

    const run = async (command: AgentCommand) => {
      const names = { kind: command.kind, id: command.id };
      log.info(fill(m.log.command, names));
      let afterAck: (() => void) | undefined;
      let ack = true;
      try {
        let result: unknown;
        if (command.kind === 'notification') {
          const payload = command.payload as { title?: unknown; text?: unknown };
          const notice = { id: command.id, title: String(payload.title ?? ''), text: String(payload.text ?? '') };
          setNotices((shown) => [notice, ...shown.filter((entry) => entry.id !== notice.id)]);
        } else if (command.kind === 'logs') {
          await client.sendLogs(log.lines(), command.id);
        } else {
          const handler = handlers.current.get(command.kind);
          if (!handler) throw new Error(m.agent.unsupported);
          const outcome = (await handler(command)) ?? {};
          result = outcome.result;
          afterAck = outcome.afterAck;
          ack = outcome.ack ?? true;
        }
        if (ack) await client.ack(command.id, result === undefined ? { ok: true } : { ok: true, result });
        log.info(fill(m.log.done, names));
      } catch (error) {
        log.error(fill(m.log.failed, { ...names, error: message(error) }));
        await client.ack(command.id, { ok: false, error: message(error) }).catch(() => undefined);
      }
      afterAck?.();
    };

    const poll = async () => {
      let wait = COMMAND_POLL_MS;
      try {
        const answer = await client.commands(etag);
        if (stopped) return;
        if (!wasOnline) log.info(m.log.online);
        wasOnline = true;
        setOnline(true);
        setBlocked('');
        if (answer.changed) {
          etag = answer.etag;
          for (const command of answer.data) {
            if (handled.has(command.id)) continue;
            handled.add(command.id);
            await run(command);
            if (stopped) return;
          }
        }
      } catch (error) {
        if (stopped) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 401) {
          log.warn(m.agent.unknown);
          unpaired.current();
          return;
        }
        if (status === 403) {
          setBlocked(message(error));
          wait = BLOCKED_RETRY_MS;
        } else {
          if (wasOnline) log.warn(fill(m.log.offline, { call: 'commands' }));
          wasOnline = false;
          setOnline(false);
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), wait);
    };

    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, log]);

  const dismiss = useCallback((id: number) => setNotices((shown) => shown.filter((entry) => entry.id !== id)), []);

  return { session, online, blocked, notices, dismiss };
}
