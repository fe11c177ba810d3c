import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import { CreateButton, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

/** Empty state of a list: says what the list is for and how to fill it. */
export function ListEmpty() {
  const resource = useResourceContext() ?? '';
  const { hasCreate } = useResourceDefinition();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <InboxIcon sx={{ fontSize: 64, opacity: 0.4 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.empty`, { _: translate('ra.page.invite') })}
      </Typography>
      {hasCreate ? <CreateButton variant="contained" /> : null}
    </Box>
  );
}
