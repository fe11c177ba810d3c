import { useQuery } from '@tanstack/react-query';

import { useConfig } from '../../../api/config';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { shopTitle, useDocumentHead } from '../../../lib/documentHead';
import { messages } from '../../../messages';
import { getSignatures } from '../api/signatures';
import { DEFAULT_FONT } from '../render';
import { signatureMessages as t } from '../messages';
import { SignatureCard } from './SignatureCard';
import styles from './Signatures.module.css';

/** "signatures": every public signature with 'Signatur kopieren' and 'Signatur versenden'. */
export function Component() {
  const { data: config } = useConfig();
  const signatures = useQuery({ queryKey: ['public', 'signatures'], queryFn: ({ signal }) => getSignatures(signal) });
  useDocumentHead(messages.titles.page(t.title, shopTitle(config)));
  const font = config?.themeFont?.trim() || DEFAULT_FONT;

  if (signatures.isError) return <ErrorState onRetry={() => void signatures.refetch()} />;
  if (!signatures.data) return <LoadingState />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p>{t.intro}</p>
      {signatures.data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className={styles.list}>
          {signatures.data.map((signature) => (
            <SignatureCard key={signature.id} signature={signature} font={font} />
          ))}
        </ul>
      )}
    </div>
  );
}
