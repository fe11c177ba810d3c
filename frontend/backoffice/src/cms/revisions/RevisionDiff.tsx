import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useResourceContext, useTranslate } from 'react-admin';
import { diffRevision, showValue } from './revisionDiff';

const T = 'resources.cmsRevisions';

/** The fields a revision would change, as a table: path, now, then. */
export function RevisionDiff({ current, revision }: { current: unknown; revision: unknown }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  // 'items.0.label' → 'Einträge › 1 › label': the field's German name, positions counted from 1
  const fieldName = (path: string) => {
    const [first, ...rest] = path.split('.');
    const label = translate(`resources.${resource}.fields.${first}`, { _: first });
    return [label, ...rest.map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))].join(' › ');
  };
  const changes = diffRevision(current, revision);
  const words = { empty: translate(`${T}.empty`), yes: translate(`${T}.yes`), no: translate(`${T}.no`) };
  if (changes.length === 0) return <Typography variant="body2">{translate(`${T}.noChanges`)}</Typography>;
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem' }}>
      <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
        {translate(`${T}.changes`, { smart_count: changes.length })}
      </caption>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ textAlign: 'left', pr: 1 }}>
            {translate(`${T}.field`)}
          </Box>
          <Box component="th" scope="col" sx={{ textAlign: 'left', pr: 1 }}>
            {translate(`${T}.now`)}
          </Box>
          <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
            {translate(`${T}.then`)}
          </Box>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <Box component="tr" key={change.path} sx={{ borderTop: 1, borderColor: 'divider', verticalAlign: 'top' }}>
            <Box component="td" sx={{ pr: 1, wordBreak: 'break-word' }}>
              {fieldName(change.path)}
            </Box>
            <Box component="td" sx={{ pr: 1, wordBreak: 'break-word' }}>
              {showValue(change.current, words)}
            </Box>
            <Box component="td" sx={{ wordBreak: 'break-word' }}>
              {showValue(change.revision, words)}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}
