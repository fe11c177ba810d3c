import { useQuery } from '@tanstack/react-query';

import { useConfig } from '../../../api/config';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { shopTitle, useDocumentHead } from '../../../lib/documentHead';
import { Link } from '../../../lib/router';
import { messages } from '../../../messages';
import { getSocialAssets, imagesOf, imageUrl } from '../api/socialAssets';
import { socialAssetMessages as t } from '../messages';
import styles from './SocialAssets.module.css';

/** "social-assets": every public social asset with its first image, linking to its page. */
export function Component() {
  const { data: config } = useConfig();
  const assets = useQuery({ queryKey: ['public', 'social-assets'], queryFn: ({ signal }) => getSocialAssets(signal) });
  useDocumentHead(messages.titles.page(t.title, shopTitle(config)));

  if (assets.isError) return <ErrorState onRetry={() => void assets.refetch()} />;
  if (!assets.data) return <LoadingState />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {assets.data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className={styles.grid}>
          {assets.data.map((asset) => {
            const thumbnail = imagesOf(asset.media)[0];
            return (
              <li key={asset.id} className={styles.card}>
                <Link to={`/social-assets/${asset.id}`} className={styles.cardLink}>
                  {thumbnail && (
                    <img src={imageUrl(thumbnail, 'small')} alt="" loading="lazy" className={styles.thumbnail} />
                  )}
                  <span className={styles.cardName}>{asset.name}</span>
                </Link>
                {asset.description && <p className={styles.cardText}>{asset.description}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
