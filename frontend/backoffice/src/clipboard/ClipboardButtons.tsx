import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  useCreatePath,
  useNotify,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { addToClipboard, copyOfRecord, pastedValues, useClipboardItem } from './clipboard';

const nameOf = (data: Record<string, unknown>) => (typeof data.name === 'string' ? data.name : '');

/** Copies the record of the current row or form into the clipboard of its resource. */
export function CopyButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { hasCreate } = useResourceDefinition();
  const notify = useNotify();
  const translate = useTranslate();
  // a copy is only worth something to whoever may paste it (create)
  if (!record || !resource || !hasCreate) return null;
  const copy = (event: MouseEvent) => {
    // a click in a list row must not open the row as well
    event.stopPropagation();
    addToClipboard(resource, copyOfRecord(record));
    notify(translate('bestellwerk.clipboard.copied', { name: nameOf(record) }), { type: 'info' });
  };
  return (
    <Button
      label="bestellwerk.clipboard.copy"
      onClick={copy}
      aria-label={`${translate('bestellwerk.clipboard.copy')}: ${nameOf(record)}`}
    >
      <ContentCopyIcon />
    </Button>
  );
}

/** Opens the create form prefilled with a copy of the resource's clipboard item (disabled when empty). */
export function PasteButton() {
  const resource = useResourceContext() ?? '';
  const item = useClipboardItem(resource);
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!item) {
    return (
      <Button label="bestellwerk.clipboard.paste" disabled title={translate('bestellwerk.clipboard.empty')}>
        <ContentPasteIcon />
      </Button>
    );
  }
  const record = pastedValues(item, (name) => translate('bestellwerk.clipboard.copyName', { name }));
  return (
    <Button
      label="bestellwerk.clipboard.paste"
      component={Link}
      to={createPath({ resource, type: 'create' })}
      state={{ record }}
      title={translate('bestellwerk.clipboard.pasteTitle', { name: nameOf(item.data) })}
    >
      <ContentPasteIcon />
    </Button>
  );
}
