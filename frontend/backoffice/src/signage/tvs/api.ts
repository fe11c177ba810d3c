/**
 * The commands of a TV (docs/devices.md "Digital signage"): POST /digital-signage-devices/{id}/command with
 * {kind: reload | show-scene | screenshot, sceneId?} and POST .../command/abort {id}, which ends a show-scene (the
 * screen returns to its stream). Failures: the server's first message, else 'Befehl konnte nicht ausgeführt
 * werden.' / 'Befehl konnte nicht abgebrochen werden.' (§8).
 */
import type { Identifier } from 'react-admin';
import { request } from '../../api/http';
import type { SignageCommand, SignageCommandKind } from '../../api/types';
import { signageMessages } from '../../i18n/signage';

const m = signageMessages['digital-signage-devices'].commands;
const tvPath = (id: Identifier) => `/digital-signage-devices/${encodeURIComponent(String(id))}`;

export async function sendCommand(
  id: Identifier,
  kind: SignageCommandKind,
  sceneId?: Identifier,
): Promise<SignageCommand> {
  const body = kind === 'show-scene' ? { kind, sceneId } : { kind };
  const failure = { fallback: m.commandFailed, serverMessage: true };
  return (await request<SignageCommand>(`${tvPath(id)}/command`, failure, { method: 'POST', body })).data;
}

export async function abortCommand(id: Identifier, commandId: Identifier): Promise<SignageCommand> {
  const failure = { fallback: m.abortFailed, serverMessage: true };
  return (
    await request<SignageCommand>(`${tvPath(id)}/command/abort`, failure, { method: 'POST', body: { id: commandId } })
  ).data;
}
