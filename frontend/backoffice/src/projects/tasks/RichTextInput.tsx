/**
 * A small rich-text input (bold, italic, lists) over a contentEditable area; the value is HTML, which the
 * server cleans (docs/api.md 'Projects and tasks'). Enough for a task description, no full editor.
 */
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useInput, useTranslate } from 'react-admin';

const COMMANDS = [
  { command: 'bold', label: 'bold', Icon: FormatBoldIcon },
  { command: 'italic', label: 'italic', Icon: FormatItalicIcon },
  { command: 'insertUnorderedList', label: 'bulletList', Icon: FormatListBulletedIcon },
  { command: 'insertOrderedList', label: 'numberedList', Icon: FormatListNumberedIcon },
] as const;

export function RichTextInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const area = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const value = typeof field.value === 'string' ? field.value : '';

  // take over a value from outside (the loaded record) unless the person is typing in it
  useEffect(() => {
    const element = area.current;
    if (element && document.activeElement !== element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  const apply = (command: string) => {
    area.current?.focus();
    document.execCommand(command);
    field.onChange(area.current?.innerHTML ?? '');
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography id={labelId} component="div" variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Box role="toolbar" aria-label={translate('resources.tasks.detail.descriptionToolbar')} sx={{ display: 'flex' }}>
        {COMMANDS.map(({ command, label: name, Icon }) => (
          <IconButton
            key={command}
            size="small"
            aria-label={translate(`resources.tasks.detail.${name}`)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(command)}
          >
            <Icon fontSize="small" />
          </IconButton>
        ))}
      </Box>
      <Box
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onInput={(event) => field.onChange(event.currentTarget.innerHTML)}
        onBlur={field.onBlur}
        sx={{
          minHeight: 120,
          p: 1.5,
          border: 1,
          borderColor: fieldState.error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus': { outline: 2, outlineColor: 'primary.main' },
          '& p': { my: 0.5 },
        }}
      />
      {fieldState.error?.message ? <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText> : null}
    </Box>
  );
}
