import { TopToolbar } from 'react-admin';
import { RevisionsButton } from './RevisionsButton';

/** The edit screen's top bar of a website-builder resource: the 'Verlauf' button (and whatever else is passed). */
export function EditActions({ children }: { children?: React.ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <RevisionsButton />
    </TopToolbar>
  );
}
