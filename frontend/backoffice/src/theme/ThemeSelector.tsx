import { useState } from 'react';
import type { MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import PaletteIcon from '@mui/icons-material/Palette';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { THEMES } from '@bestellwerk/common/themes';
import { useThemeName } from './ThemeNameContext';

/** App bar button listing the five colour themes; the choice is stored in localStorage. */
export function ThemeSelector() {
  const translate = useTranslate();
  const { themeName, setThemeName } = useThemeName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('bestellwerk.theme.select');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'theme-menu' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <PaletteIcon />
        </IconButton>
      </Tooltip>
      <Menu id="theme-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {THEMES.map((theme) => (
          <MenuItem
            key={theme.name}
            selected={theme.name === themeName}
            onClick={() => {
              setThemeName(theme.name);
              setAnchor(null);
            }}
          >
            <ListItemIcon>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '.25rem',
                  border: `4px solid ${theme.white}`,
                  outline: `1px solid ${theme.black}`,
                  backgroundColor: theme.black,
                }}
              />
            </ListItemIcon>
            <ListItemText>{theme.label}</ListItemText>
            {theme.name === themeName ? <CheckIcon fontSize="small" sx={{ ml: 2 }} /> : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
