import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { LoadError } from '../components/LoadError';
import { imageUrl, readAsDataUrl, searchImages, uploadImage } from './api';
import type { LibraryImage } from './api';

const PAGE_SIZE = 24;

export interface ImagePickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (image: LibraryImage) => void;
  /** offer an upload (file and alt text) inside the dialog: the new image goes to the library and is picked */
  upload?: boolean;
}

/**
 * A new image for the library from inside the dialog (the website builder's editor must not be left):
 * file and alt text, POST /api/images (the same call as the library's own upload), then picked.
 */
function UploadSection({ onUploaded }: { onUploaded: (image: LibraryImage) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = (chosen: File | null) => {
    setFailure(null);
    if (chosen && !chosen.type.startsWith('image/')) {
      setFile(null);
      setFailure(translate('bestellwerk.imageInput.notAnImage'));
      return;
    }
    setFile(chosen);
  };
  const send = async () => {
    if (!file) return;
    setFailure(null);
    try {
      setBusy(translate('bestellwerk.imageInput.reading', { percent: 0 }));
      const data = await readAsDataUrl(file, (percent) =>
        setBusy(translate('bestellwerk.imageInput.reading', { percent })),
      );
      setBusy(translate('bestellwerk.imageInput.uploading'));
      const image = await uploadImage(data, file.name, alt.trim());
      notify('bestellwerk.imageInput.uploaded', { type: 'success' });
      setFile(null);
      setAlt('');
      onUploaded(image);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box
      component="section"
      aria-label={translate('bestellwerk.imageInput.newImage')}
      sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('bestellwerk.imageInput.newImage')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={translate('bestellwerk.imageInput.newImageFile')}
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <Button variant="outlined" size="small" onClick={() => fileInput.current?.click()} disabled={busy !== null}>
          {translate('bestellwerk.imageInput.choose')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {file ? file.name : translate('bestellwerk.imageInput.noFile')}
        </Typography>
      </Box>
      <TextField
        label={translate('bestellwerk.imageInput.alt')}
        helperText={translate('bestellwerk.imageInput.altHelper')}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        fullWidth
        margin="dense"
        size="small"
      />
      <Button variant="contained" size="small" onClick={() => void send()} disabled={!file || busy !== null}>
        {translate('bestellwerk.imageInput.uploadAndPick')}
      </Button>
      {busy ? (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {busy}
        </Typography>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </Box>
  );
}

function useDebounced(value: string, delay = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Searchable choice of an image already in the media library, shown as thumbnails. */
export function ImagePickerDialog({ open, onClose, onPick, upload = false }: ImagePickerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  // a new search starts on its first page
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['imageInput', 'library', q, page],
    queryFn: ({ signal }) => searchImages(q, page, PAGE_SIZE, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const nameOf = (image: LibraryImage) =>
    image.alt || image.originalName || translate('bestellwerk.imageInput.unnamed', { id: image.id });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('bestellwerk.imageInput.dialogTitle')}</DialogTitle>
      <DialogContent>
        {upload ? <UploadSection onUploaded={onPick} /> : null}
        <TextField
          type="search"
          label={translate('bestellwerk.imageInput.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          autoFocus
          margin="dense"
        />
        <Box sx={{ height: 4, my: 1 }}>{isFetching ? <LinearProgress aria-hidden /> : null}</Box>
        {error ? <LoadError message={error.message} onRetry={() => void refetch()} sx={{ m: 0 }} /> : null}
        {data && data.images.length === 0 ? (
          <Typography role="status">{translate('bestellwerk.imageInput.noResults')}</Typography>
        ) : null}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          }}
        >
          {data?.images.map((image) => (
            <li key={image.id}>
              <ButtonBase
                onClick={() => onPick(image)}
                aria-label={translate('bestellwerk.imageInput.selectImage', { name: nameOf(image) })}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  width: '100%',
                  p: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                <Box
                  component="img"
                  src={image.previewUrl || imageUrl(image, 'thumbnail')}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
                />
                <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                  {nameOf(image)}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {pages > 1 ? (
          <>
            <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>
              {translate('ra.navigation.previous')}
            </Button>
            <Typography aria-live="polite">
              {translate('ra.navigation.page_range_info', {
                offsetBegin: (page - 1) * PAGE_SIZE + 1,
                offsetEnd: Math.min(page * PAGE_SIZE, data?.total ?? 0),
                total: data?.total ?? 0,
              })}
            </Typography>
            <Button onClick={() => setPage(page + 1)} disabled={page >= pages}>
              {translate('ra.navigation.next')}
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
