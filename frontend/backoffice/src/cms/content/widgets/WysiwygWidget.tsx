/**
 * A small rich-text editor: bold, italic, headings (h2, h3), lists and links, on a contentEditable area
 * with a German toolbar. The server keeps only its tags (nh3), so pasted markup is cleaned there.
 */
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldErrors, useWidgetId } from '../ContentContext';
import type { WidgetProps } from './types';
import { FieldMessages, GroupLabel, labelOf } from './FieldShell';

const T = 'resources.cmsContent.wysiwyg';

/** An address a link may have (as the server's sanitiser allows): http(s), mailto, tel or a path. */
export function isLinkAddress(href: string): boolean {
  return /^(https?:\/\/\S+|mailto:\S+|tel:[+\d\s/-]+|\/\S*)$/.test(href.trim());
}

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** A button showing its short text ('H2'); the tooltip (title) says what it does. */
function TextButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      size="small"
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{ minWidth: 36, fontWeight: 700 }}
    >
      {children}
    </Button>
  );
}

export function WysiwygWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const translate = useTranslate();
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  const area = useRef<HTMLDivElement>(null);
  const html = typeof value === 'string' ? value : '';

  // only write into the area when the value changed from outside (keeps the caret while typing)
  useEffect(() => {
    if (area.current && area.current.innerHTML !== html) area.current.innerHTML = html;
  }, [html]);

  const emit = () => {
    const current = area.current?.innerHTML ?? '';
    onChange(current === '<br>' ? '' : current);
  };
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };
  const link = () => {
    const href = window.prompt(translate(`${T}.linkPrompt`), 'https://');
    if (href && isLinkAddress(href)) run('createLink', href.trim());
  };

  return (
    <Box>
      <GroupLabel id={`${id}-label`}>{labelOf(spec)}</GroupLabel>
      <Box
        sx={{
          border: 1,
          borderColor: errors.length ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${translate(`${T}.toolbar`)}: ${spec.label}`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.25,
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          <ToolButton label={translate(`${T}.bold`)} onClick={() => run('bold')}>
            <FormatBoldIcon fontSize="small" />
          </ToolButton>
          <ToolButton label={translate(`${T}.italic`)} onClick={() => run('italic')}>
            <FormatItalicIcon fontSize="small" />
          </ToolButton>
          <TextButton label={translate(`${T}.h2`)} onClick={() => run('formatBlock', 'h2')}>
            H2
          </TextButton>
          <TextButton label={translate(`${T}.h3`)} onClick={() => run('formatBlock', 'h3')}>
            H3
          </TextButton>
          <TextButton label={translate(`${T}.paragraph`)} onClick={() => run('formatBlock', 'p')}>
            ¶
          </TextButton>
          <ToolButton label={translate(`${T}.bulletList`)} onClick={() => run('insertUnorderedList')}>
            <FormatListBulletedIcon fontSize="small" />
          </ToolButton>
          <ToolButton label={translate(`${T}.numberedList`)} onClick={() => run('insertOrderedList')}>
            <FormatListNumberedIcon fontSize="small" />
          </ToolButton>
          <ToolButton label={translate(`${T}.link`)} onClick={link}>
            <LinkIcon fontSize="small" />
          </ToolButton>
          <ToolButton label={translate(`${T}.unlink`)} onClick={() => run('unlink')}>
            <LinkOffIcon fontSize="small" />
          </ToolButton>
        </Box>
        <Box
          ref={area}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={errors.length > 0 || undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onBlur={emit}
          sx={{
            minHeight: 96,
            p: 1.5,
            outline: 'none',
            '& h2': { fontSize: '1.4rem', m: '0.5em 0' },
            '& h3': { fontSize: '1.15rem', m: '0.5em 0' },
            '& p': { m: '0 0 0.5em' },
          }}
        />
      </Box>
      <FieldMessages errors={errors} hint={spec.hint} />
    </Box>
  );
}
