import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

// Flex children default to min-width: auto, which lets a wide table push the whole page sideways
// on a phone; with 0 the content column keeps the viewport width and the table scrolls inside.
const layoutSx = {
  minWidth: 0,
  '& .RaLayout-appFrame': { minWidth: 0 },
  '& .RaLayout-contentWithSidebar': { minWidth: 0 },
  '& .RaLayout-content': { minWidth: 0 },
};

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu} sx={layoutSx}>
      {children}
    </Layout>
  );
}
