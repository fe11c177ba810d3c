/** One widget per field type, and the list of an object's fields. */
import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { CollectionWidget } from './widgets/CollectionWidget';
import { FileWidget } from './widgets/FileWidget';
import { GeolocationWidget } from './widgets/GeolocationWidget';
import { GroupWidget, TabsWidget } from './widgets/GroupWidget';
import { ImageWidget } from './widgets/ImageWidget';
import { ReferenceWidget } from './widgets/ReferenceWidget';
import {
  BooleanWidget,
  ColorWidget,
  DateWidget,
  MultiselectWidget,
  NumberWidget,
  SelectWidget,
} from './widgets/SimpleWidgets';
import { TextWidget } from './widgets/TextWidget';
import type { WidgetProps } from './widgets/types';
import { WysiwygWidget } from './widgets/WysiwygWidget';
import type { ContentFieldSpec, ContentFieldType, ContentValue } from './types';
import { emptyValue, isObject } from './values';

const WIDGETS: Record<ContentFieldType, ComponentType<WidgetProps<unknown>>> = {
  text: TextWidget,
  textarea: TextWidget,
  markdown: TextWidget,
  wysiwyg: WysiwygWidget,
  number: NumberWidget,
  date: DateWidget,
  image: ImageWidget,
  images: ImageWidget,
  file: FileWidget,
  files: FileWidget,
  boolean: BooleanWidget,
  select: SelectWidget,
  multiselect: MultiselectWidget,
  group: GroupWidget,
  tabs: TabsWidget,
  collection: CollectionWidget,
  reference: ReferenceWidget,
  color: ColorWidget,
  geolocation: GeolocationWidget,
};

export function FieldWidget(props: WidgetProps<unknown>) {
  const Widget = WIDGETS[props.spec.type] ?? TextWidget;
  return <Widget {...props} />;
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

interface FieldListProps {
  fields: readonly ContentFieldSpec[];
  value: unknown;
  onChange: (value: ContentValue) => void;
  path: string;
}

/** The fields of an object, one below the other; a change replaces the object with the new field value. */
export function FieldList({ fields, value, onChange, path }: FieldListProps) {
  const object = isObject(value) ? value : {};
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {fields.map((spec) => (
        <FieldWidget
          key={spec.name}
          spec={spec}
          path={join(path, spec.name)}
          value={object[spec.name] === undefined ? emptyValue(spec) : object[spec.name]}
          onChange={(next) => onChange({ ...object, [spec.name]: next })}
        />
      ))}
    </Box>
  );
}
