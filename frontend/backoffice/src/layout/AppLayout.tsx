import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      {children}
    </Layout>
  );
}
