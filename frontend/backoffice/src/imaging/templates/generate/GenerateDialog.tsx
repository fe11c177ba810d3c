import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LibraryImage } from '../../../images/api';
import type { ImageTemplate, Job } from '../../types';
import { generateImage, startBatch } from '../api';
import { hasImagePlaceholder, placeholdersOf } from '../editor/layers';
import { BatchProgress } from './BatchProgress';
import { GeneratedImage } from './GeneratedImages';
import type { ProductChoice } from './ProductSearch';
import { ProductSearch } from './ProductSearch';
import { RecordSelect } from './RecordSelect';
import { STANDARD_PLACEHOLDERS, ValuesChoice } from './ValuesChoice';

const T = 'resources.image-templates.generate';
type Source = 'products' | 'site' | 'values' | 'category';
type Outcome = { image: LibraryImage } | { job: Job };

/**
 * 'Bilder erzeugen' from the saved template: one product (the image at once), a page or story of the website,
 * several products or a whole category (a background job with its progress), or typed values of the placeholders.
 */
export function GenerateDialog({ template, onClose }: { template: ImageTemplate; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [source, setSource] = useState<Source>('products');
  const [products, setProducts] = useState<ProductChoice[]>([]);
  const [category, setCategory] = useState<number | ''>('');
  const [site, setSite] = useState<number | ''>('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [image, setImage] = useState<LibraryImage | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // the server's list of the saved layers' placeholders ('image': the image layer's, chosen apart)
  const named = (template.placeholders?.length ? template.placeholders : placeholdersOf(template.layers ?? [])).filter(
    (key) => key !== 'image',
  );
  const keys = named.length ? named : STANDARD_PLACEHOLDERS;

  const ready =
    (source === 'products' && products.length > 0) ||
    (source === 'category' && category !== '') ||
    (source === 'site' && site !== '') ||
    source === 'values';

  const run = async (): Promise<Outcome> => {
    // an empty alt text: the server's, from the filled {name} / {title} and the template's name
    const altText = { alt: alt.trim() };
    if (source === 'category') return { job: await startBatch(template.id, { category: Number(category) }) };
    if (source === 'products' && products.length > 1)
      return { job: await startBatch(template.id, { products: products.map((product) => product.id) }) };
    if (source === 'products')
      return { image: await generateImage(template.id, { product: products[0].id, ...altText }) };
    if (source === 'site') return { image: await generateImage(template.id, { site: Number(site), ...altText }) };
    const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    return {
      image: await generateImage(template.id, {
        values: { ...typed, ...(image ? { image: String(image.id) } : {}) },
        ...altText,
      }),
    };
  };
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setOutcome(await run());
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`${T}.title`, { name: template.name })}</DialogTitle>
      <DialogContent>
        {outcome && 'image' in outcome ? <GeneratedImage image={outcome.image} /> : null}
        {outcome && 'job' in outcome ? <BatchProgress job={outcome.job} /> : null}
        {!outcome ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`${T}.saved`)}
            </Typography>
            <Tabs value={source} onChange={(_, next: Source) => setSource(next)} variant="scrollable" sx={{ mb: 2 }}>
              {(['products', 'site', 'values', 'category'] as const).map((tab) => (
                <Tab key={tab} value={tab} label={translate(`${T}.tabs.${tab}`)} />
              ))}
            </Tabs>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {source === 'products' ? <ProductSearch value={products} onChange={setProducts} /> : null}
              {source === 'values' ? (
                <ValuesChoice
                  keys={keys}
                  values={values}
                  onChange={setValues}
                  imagePlaceholder={
                    hasImagePlaceholder(template.layers ?? []) || Boolean(template.placeholders?.includes('image'))
                  }
                  image={image}
                  onImage={setImage}
                />
              ) : null}
              {source === 'site' ? (
                <RecordSelect
                  resource="sites"
                  label={translate(`${T}.site`)}
                  helperText={translate(`${T}.siteHelp`)}
                  value={site}
                  onChange={setSite}
                />
              ) : null}
              {source === 'category' ? (
                <RecordSelect
                  resource="categories"
                  label={translate(`${T}.category`)}
                  helperText={translate(`${T}.categoryHelp`)}
                  value={category}
                  onChange={setCategory}
                />
              ) : null}
              {source !== 'category' && !(source === 'products' && products.length > 1) ? (
                <TextField
                  label={translate(`${T}.alt`)}
                  value={alt}
                  onChange={(event) => setAlt(event.target.value)}
                  size="small"
                />
              ) : null}
              {busy ? <Typography role="status">{translate(`${T}.working`)}</Typography> : null}
              {failure ? <Alert severity="error">{failure}</Alert> : null}
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {outcome ? <Button onClick={() => setOutcome(null)}>{translate(`${T}.again`)}</Button> : null}
        <Button onClick={onClose}>{translate(`${T}.close`)}</Button>
        {!outcome ? (
          <Button variant="contained" onClick={() => void start()} disabled={!ready || busy}>
            {translate(`${T}.start`)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
