import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { currentServer } from './server';

/**
 * The test mailbox: the e2e server (Makefile e2e-server) sends mail with Django's file-based backend into
 * var/e2e-mail-<port>, one file per sending; this reads them back as raw MIME text, oldest first.
 */
export function mailboxFolder(): string {
  return path.resolve(__dirname, '../../../var', `e2e-mail-${currentServer().port}`);
}

export function sentMails(): string[] {
  const folder = mailboxFolder();
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .flatMap((name) => readFileSync(path.join(folder, name), 'utf8').split(/^-{79}$/m))
    .map((mail) => mail.trim())
    .filter(Boolean);
}

/** The mails whose raw text contains every one of `parts`. */
export function mailsWith(...parts: string[]): string[] {
  return sentMails().filter((mail) => parts.every((part) => mail.includes(part)));
}
