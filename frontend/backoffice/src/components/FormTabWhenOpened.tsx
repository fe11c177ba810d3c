/**
 * A TabbedForm.Tab whose fields are mounted when the tab is first opened, not with the form: react-admin renders
 * every tab's fields at once (hidden), so a tab's heavy inputs, loaded lazily inside it, would come with the screen.
 * For tabs whose fields have no default value and no validation of their own: until the tab is opened, the record's
 * values of its fields are saved unchanged (react-admin keeps them in the form), and a new record gets the server's
 * defaults. Once opened, the fields stay mounted. A form with errors (say, the server refused an image of this tab)
 * mounts them too, so that the tab's header is marked and the message is there when the tab is opened.
 */
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { TabbedForm } from 'react-admin';
import type { FormTabProps } from 'react-admin';

export function FormTabWhenOpened({ children, hidden, intent, ...props }: FormTabProps) {
  const [opened, setOpened] = useState(!hidden);
  const { errors } = useFormState();
  if (intent === 'content' && !opened && (!hidden || Object.keys(errors).length > 0)) setOpened(true);
  return (
    <TabbedForm.Tab hidden={hidden} intent={intent} {...props}>
      {intent === 'content' && !opened ? null : children}
    </TabbedForm.Tab>
  );
}
