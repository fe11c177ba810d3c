import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@bestellwerk/common/format';
import type { ConsentSummary, ConsentVersion } from '@bestellwerk/common/api/types';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  CheckboxGroupInput,
  Loading,
  NumberInput,
  ResourceContextProvider,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Title,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { RaRecord } from 'react-admin';

import { LoadError } from '../components/LoadError';
import {
  getConsentConfiguration,
  getConsentSummary,
  getConsentVersions,
  saveConsentConfiguration,
  toRequest,
} from './api';

const T = 'resources.consent';
const INTENTS = ['required', 'functional', 'analytics', 'marketing'] as const;
const CONFIGURATION_KEY = ['consent', 'configuration'];
const VERSIONS_KEY = ['consent', 'versions'];
const SUMMARY_KEY = ['consent', 'summary'];

function StorageInput({ source }: { source: 'cookies' | 'localStorage' | 'sessionStorage' }) {
  return (
    <ArrayInput source={source} label={`${T}.fields.${source}`}>
      <SimpleFormIterator inline disableClear>
        <TextInput source="name" label={`${T}.fields.entryName`} helperText={false} />
        <NumberInput source="ttl" label={`${T}.fields.ttl`} min={0} max={3650} helperText={false} />
        <TextInput
          source="description"
          label={`${T}.fields.entryDescription`}
          helperText={false}
          sx={{ minWidth: '20rem' }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

const percent = (share: number) => `${(share * 100).toLocaleString('de-AT', { maximumFractionDigits: 1 })} %`;

function VersionsCard({ versions }: { versions: ConsentVersion[] }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="consent-versions">
      <CardContent>
        <Typography variant="h6" component="h2" id="consent-versions">
          {translate(`${T}.sections.versions`)}
        </Typography>
        {versions.length === 0 ? (
          <Typography>{translate(`${T}.versions.empty`)}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.versions.createdAt`)}</TableCell>
                <TableCell>{translate(`${T}.versions.version`)}</TableCell>
                <TableCell>{translate(`${T}.versions.createdBy`)}</TableCell>
                <TableCell align="right">{translate(`${T}.versions.services`)}</TableCell>
                <TableCell align="right">{translate(`${T}.versions.records`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.map((version) => (
                <TableRow key={version.id}>
                  <TableCell>{formatDateTime(version.createdAt)}</TableCell>
                  <TableCell>
                    <code title={version.version}>{version.version.slice(0, 12)}</code>{' '}
                    {version.isCurrent ? <Chip size="small" label={translate(`${T}.versions.current`)} /> : null}
                  </TableCell>
                  <TableCell>{version.createdBy}</TableCell>
                  <TableCell align="right">{version.servicesCount}</TableCell>
                  <TableCell align="right">{version.recordsCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function SummaryCard({ summary }: { summary: ConsentSummary }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="consent-summary">
      <CardContent>
        <Typography variant="h6" component="h2" id="consent-summary">
          {translate(`${T}.sections.summary`)}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate(`${T}.summary.total`, { smart_count: summary.total })}</Typography>
        {summary.total === 0 ? (
          <Typography>{translate(`${T}.summary.empty`)}</Typography>
        ) : (
          <>
            <Table size="small" aria-label={translate(`${T}.summary.choice`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.summary.choice`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.summary.count`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.summary.share`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.decisions.map((row) => (
                  <TableRow key={row.decision}>
                    <TableCell>{row.label}</TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                    <TableCell align="right">{percent(row.share)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table size="small" sx={{ mt: 2 }} aria-label={translate(`${T}.summary.intent`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.summary.intent`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.summary.count`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.summary.share`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.intents.map((row) => (
                  <TableRow key={row.intent}>
                    <TableCell>{row.label}</TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                    <TableCell align="right">{percent(row.share)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Datenschutz-Einstellungen' (admins): the services of the consent dialog, its versions and the choices made. */
export default function ConsentPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const configuration = useQuery({ queryKey: CONFIGURATION_KEY, queryFn: getConsentConfiguration, retry: false });
  const versions = useQuery({ queryKey: VERSIONS_KEY, queryFn: getConsentVersions, retry: false });
  const summary = useQuery({ queryKey: SUMMARY_KEY, queryFn: getConsentSummary, retry: false });
  const intentChoices = INTENTS.map((id) => ({ id, name: `${T}.intents.${id}` }));

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await saveConsentConfiguration(toRequest(values));
      queryClient.setQueryData(CONFIGURATION_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ['consent'] });
      notify(`${T}.messages.saved`, { type: 'success' });
      return undefined;
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
      if (fieldErrors) return fieldErrors;
      notify((error as Error).message || `${T}.messages.saveFailed`, { type: 'error' });
      return undefined;
    }
  };

  return (
    <ResourceContextProvider value="consent">
      <Title title={`${T}.name`} />
      {configuration.isPending ? (
        <Loading />
      ) : configuration.isError ? (
        <LoadError
          message={configuration.error?.message || translate(`${T}.messages.loadFailed`)}
          onRetry={() => configuration.refetch()}
        />
      ) : (
        <>
          <Card sx={{ mt: 2 }}>
            <SimpleForm
              record={configuration.data as unknown as RaRecord}
              onSubmit={save}
              warnWhenUnsavedChanges
              toolbar={
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              }
            >
              <Typography>{translate(`${T}.intro`)}</Typography>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                {translate(`${T}.sections.tags`)}
              </Typography>
              <TextInput
                source="googleTagId"
                label={`${T}.fields.googleTagId`}
                helperText={`${T}.helpers.googleTagId`}
              />
              <TextInput
                source="facebookPixelId"
                label={`${T}.fields.facebookPixelId`}
                helperText={`${T}.helpers.facebookPixelId`}
              />
              <ArrayInput source="services" label={`${T}.sections.services`}>
                <SimpleFormIterator disableClear fullWidth>
                  <TextInput source="key" label={`${T}.fields.key`} helperText={`${T}.helpers.key`} />
                  <TextInput source="name" label={`${T}.fields.name`} helperText={false} />
                  <TextInput
                    source="description"
                    label={`${T}.fields.description`}
                    multiline
                    minRows={2}
                    helperText={false}
                    fullWidth
                  />
                  <CheckboxGroupInput
                    source="intents"
                    label={`${T}.fields.intents`}
                    choices={intentChoices}
                    helperText={false}
                  />
                  <TextInput source="provider" label={`${T}.fields.provider`} helperText={false} fullWidth />
                  <TextInput source="privacyPolicy" label={`${T}.fields.privacyPolicy`} helperText={false} fullWidth />
                  <StorageInput source="cookies" />
                  <StorageInput source="localStorage" />
                  <StorageInput source="sessionStorage" />
                </SimpleFormIterator>
              </ArrayInput>
            </SimpleForm>
          </Card>
          {summary.data ? <SummaryCard summary={summary.data} /> : null}
          {versions.data ? <VersionsCard versions={versions.data} /> : null}
        </>
      )}
    </ResourceContextProvider>
  );
}
