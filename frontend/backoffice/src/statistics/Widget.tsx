import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { statisticsMessages as T } from '../i18n/statistics';
import { LoadError } from '../components/LoadError';
import { downloadCsv } from './csv';
import { EChart } from './EChart';
import type { ChartOption } from './echarts';
import { fill, tableCsv } from './model';
import { VISUALLY_HIDDEN } from './visuallyHidden';
import type { TableModel } from './model';

export interface WidgetContent {
  table: TableModel;
  /** without a chart the widget is a ranked table */
  chart?: ChartOption;
  empty: boolean;
}

interface WidgetProps {
  title: string;
  /** file name of the CSV export */
  csvName: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** what to do when there is nothing to show */
  emptyText: string;
  content: WidgetContent | undefined;
  /** e.g. the totals under the title */
  summary?: ReactNode;
}

/** A dashboard card: loading, error with retry, empty state, or chart with its table alternative and CSV export. */
export function Widget({ title, csvName, isPending, isError, onRetry, emptyText, content, summary }: WidgetProps) {
  const titleId = useId();
  const [showTable, setShowTable] = useState(false);
  const hasChart = Boolean(content?.chart);
  const ready = content && !isError && !isPending;

  let body: ReactNode;
  if (isError) {
    body = <LoadError message={T.loadError} onRetry={onRetry} sx={{ m: 0 }} />;
  } else if (isPending || !content) {
    body = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 120, justifyContent: 'center' }}
      >
        <CircularProgress size={24} aria-hidden="true" />
        <Typography variant="body2">{T.loading}</Typography>
      </Box>
    );
  } else if (content.empty) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ py: 3 }}>
        {emptyText}
      </Typography>
    );
  } else if (content.chart && !showTable) {
    body = <EChart option={content.chart} label={fill(T.chartLabel, { title })} />;
  } else {
    body = <StatisticsTable table={content.table} caption={title} />;
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {ready && !content.empty ? (
          <>
            {hasChart ? (
              <ToggleButton
                value="table"
                size="small"
                selected={showTable}
                onChange={() => setShowTable((shown) => !shown)}
                sx={{ py: 0.25 }}
              >
                <TableChartIcon fontSize="small" sx={{ mr: 0.5 }} aria-hidden="true" />
                {T.showTable}
              </ToggleButton>
            ) : null}
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon aria-hidden="true" />}
              onClick={() => downloadCsv(csvName, tableCsv(content.table))}
            >
              {T.csv}
            </Button>
          </>
        ) : null}
      </Box>
      {summary && ready && !content.empty ? summary : null}
      {body}
    </Card>
  );
}

/** The table alternative of a chart (and the body of ranked tables); scrolls inside the card. */
export function StatisticsTable({ table, caption }: { table: TableModel; caption: string }) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={`${caption}: ${T.showTable}`}
      sx={{
        maxHeight: 360,
        overflow: 'auto',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Table size="small" stickyHeader>
        <caption style={VISUALLY_HIDDEN}>{caption}</caption>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableCell key={column} align={table.numeric[index] ? 'right' : 'left'} scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, rowIndex) => (
            <TableRow key={rowIndex}>
              {row.map((cell, index) => (
                <TableCell
                  key={table.columns[index]}
                  align={table.numeric[index] ? 'right' : 'left'}
                  sx={table.numeric[index] ? { whiteSpace: 'nowrap' } : { minWidth: '8rem', overflowWrap: 'anywhere' }}
                >
                  {cell.display}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
