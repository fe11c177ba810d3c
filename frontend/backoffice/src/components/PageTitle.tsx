import { isValidElement, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import type { TitleComponent } from 'react-admin';

const titleBox = () => document.getElementById('react-admin-title');
const serverBox = () => null;
// the box is looked up at every render; React reads it again after mounting, so a title rendered before the app
// bar's box was in the document shows as soon as it is
const noSubscription = () => () => undefined;

/**
 * The page's title in the app bar (react-admin's <TitlePortal>), like react-admin's <Title> without its preferences
 * editor: that one brings a text field, a popover and lodash into every page that shows a title, also into the
 * first load (start page, 'Keine Berechtigung', the error and 404 pages), and the back office never opens it.
 * `title` is a catalogue key, a text or an element; without it `defaultTitle` shows as given.
 */
export function PageTitle({ title, defaultTitle }: { title?: TitleComponent; defaultTitle?: ReactNode }) {
  const translate = useTranslate();
  const box = useSyncExternalStore(noSubscription, titleBox, serverBox);
  if (!box) return null;
  return createPortal(
    <span>
      {isValidElement(title) ? (
        title
      ) : (
        <span>{typeof title === 'string' && title ? translate(title, { _: title }) : defaultTitle}</span>
      )}
    </span>,
    box,
  );
}
