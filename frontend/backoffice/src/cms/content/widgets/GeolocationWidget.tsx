/**
 * geolocation: map style, zoom and centre (latitude, longitude) as inputs, with a small drawn preview of
 * where the centre lies (no map tiles: the back office works offline).
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { FieldList } from '../FieldWidget';
import { useFieldErrors, useWidgetId } from '../ContentContext';
import { isObject } from '../values';
import type { WidgetProps } from './types';
import { FieldMessages, GroupLabel, labelOf } from './FieldShell';

/** Where a point lies on an equirectangular preview of `width`×`height` (lat/lng clamped). */
export function previewPoint(lat: number, lng: number, width: number, height: number): { x: number; y: number } {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return { x: ((clamp(lng, 180) + 180) / 360) * width, y: ((90 - clamp(lat, 90)) / 180) * height };
}

export function GeolocationWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const translate = useTranslate();
  const id = useWidgetId(path);
  const errors = useFieldErrors(path);
  const center = isObject(value) && isObject(value.center) ? value.center : {};
  const lat = typeof center.lat === 'number' ? center.lat : 0;
  const lng = typeof center.lng === 'number' ? center.lng : 0;
  const point = previewPoint(lat, lng, 180, 90);
  return (
    <Box
      component="fieldset"
      aria-labelledby={`${id}-label`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}
    >
      <GroupLabel legend id={`${id}-label`}>
        {labelOf(spec)}
      </GroupLabel>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 280px' }}>
          <FieldList fields={spec.fields ?? []} value={value} onChange={onChange} path={path} />
        </Box>
        <Box
          component="svg"
          viewBox="0 0 180 90"
          role="img"
          aria-label={`${translate('resources.cmsContent.geolocation.preview')}: ${lat}, ${lng}`}
          sx={{ width: 180, height: 90, bgcolor: '#e3f2fd', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <line x1="0" y1="45" x2="180" y2="45" stroke="#90a4ae" strokeWidth="0.5" />
          <line x1="90" y1="0" x2="90" y2="90" stroke="#90a4ae" strokeWidth="0.5" />
          <circle cx={point.x} cy={point.y} r="4" fill="#c62828" stroke="#fff" strokeWidth="1" />
        </Box>
      </Box>
      <FieldMessages errors={errors} hint={spec.hint} />
    </Box>
  );
}
