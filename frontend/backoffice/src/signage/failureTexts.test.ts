import { describe, expect, it } from 'vitest';
import { failureMessage } from '../i18n/failureMessages';

/** Spec §8: the generic failure texts of Szene, Filmsequenz, Stream, TV and Gerät (the server's message comes first). */
describe('the failure texts of devices and digital signage', () => {
  it.each([
    ['devices', 'Geräte konnten nicht geladen werden.', 'Gerät'],
    ['scenes', 'Szenen konnten nicht geladen werden.', 'Szene'],
    ['digital-signage-segments', 'Filmsequenzen konnten nicht geladen werden.', 'Filmsequenz'],
    ['digital-signage-streams', 'Streams konnten nicht geladen werden.', 'Stream'],
    ['digital-signage-devices', 'TVs konnten nicht geladen werden.', 'TV'],
  ])('%s', (resource, loadText, entity) => {
    expect(failureMessage(resource, 'load')).toBe(loadText);
    expect(failureMessage(resource, 'loadOne')).toBe(`${entity} konnte nicht geladen werden.`);
    expect(failureMessage(resource, 'create')).toBe(`${entity} konnte nicht erstellt werden.`);
    expect(failureMessage(resource, 'update')).toBe(`${entity} konnte nicht gespeichert werden.`);
    expect(failureMessage(resource, 'delete')).toBe(`${entity} konnte nicht gelöscht werden.`);
  });
});
