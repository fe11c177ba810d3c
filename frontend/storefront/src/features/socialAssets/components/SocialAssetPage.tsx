import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@bestellwerk/common/api/client';

import { useConfig } from '../../../api/config';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { NotFound } from '../../../components/NotFound';
import { notFoundPageTitle, shopTitle, useDocumentHead } from '../../../lib/documentHead';
import { Link, useParams } from '../../../lib/router';
import { messages } from '../../../messages';
import { getSocialAsset } from '../api/socialAssets';
import { socialAssetMessages as t } from '../messages';
import { MediaView } from './MediaView';
import styles from './SocialAssets.module.css';

/** "social-assets/:id": one social asset with its name, description and medium. */
export function Component() {
  const { id = '' } = useParams();
  const { data: config } = useConfig();
  const valid = /^\d{1,18}$/.test(id);
  const asset = useQuery({
    queryKey: ['public', 'social-asset', id],
    queryFn: ({ signal }) => getSocialAsset(Number(id), signal),
    enabled: valid,
    retry: false,
  });
  const missing = !valid || asset.data === null || (asset.error instanceof ApiError && asset.error.status === 404);
  useDocumentHead(
    missing ? notFoundPageTitle(config) : asset.data ? messages.titles.page(asset.data.name, shopTitle(config)) : '',
    asset.data?.description,
  );

  if (missing) return <NotFound />;
  if (asset.isError) return <ErrorState onRetry={() => void asset.refetch()} />;
  if (!asset.data) return <LoadingState />;
  return (
    <article className={styles.page}>
      <p>
        <Link to="/social-assets">{t.back}</Link>
      </p>
      <h1 className={styles.title}>{asset.data.name}</h1>
      {asset.data.description && <p className={styles.description}>{asset.data.description}</p>}
      <MediaView media={asset.data.media} name={asset.data.name} />
    </article>
  );
}
