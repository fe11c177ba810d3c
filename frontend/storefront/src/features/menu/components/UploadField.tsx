import type { PartType } from '@bestellwerk/common/rules/quantity';
import { useId, useState } from 'react';

import { type UploadedFile, uploadPreviewUrl } from '../../../lib/cartItem';
import { itemMessages } from '../messages';
import { createUpload } from '../api/createUpload';
import styles from './ItemOverlay.module.css';

/** Accepted file names (spec §5 Uploads): image steps take pictures only. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif'];
export const FILE_EXTENSIONS = [
  '.txt',
  '.csv',
  '.gif',
  '.jpg',
  '.jpeg',
  '.png',
  '.svg',
  '.mp4',
  '.mpeg',
  '.webm',
  '.zip',
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
];

interface UploadFieldProps {
  type: PartType;
  choice: { uploads: number[]; files: UploadedFile[] };
  onChange: (choice: { uploads: number[]; files: UploadedFile[] }) => void;
}

/** File choice for image / images / file / files parts; each file goes to POST /api/uploads at once. */
export function UploadField({ type, choice, onChange }: UploadFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const isImage = type === 'image' || type === 'images';
  const isMultiple = type === 'images' || type === 'files';
  const label = isImage
    ? isMultiple
      ? itemMessages.chooseImages
      : itemMessages.chooseImage
    : isMultiple
      ? itemMessages.chooseFiles
      : itemMessages.chooseFile;

  async function upload(list: FileList | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    setBusy(true);
    setFailures([]);
    const added: UploadedFile[] = [];
    const failed: string[] = [];
    for (const file of files) {
      try {
        const upload = await createUpload(file, isImage ? 'image' : 'file');
        added.push({ ...upload, filename: file.name });
      } catch {
        failed.push(file.name);
      }
    }
    setBusy(false);
    setFailures(failed);
    if (added.length === 0) return;
    const kept = isMultiple ? [...choice.files, ...added] : added.slice(-1);
    onChange({ uploads: kept.map((file) => file.id), files: kept });
  }

  function remove(uploadId: number) {
    const kept = choice.files.filter((file) => file.id !== uploadId);
    onChange({ uploads: kept.map((file) => file.id), files: kept });
  }

  return (
    <div className={styles.uploads}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={(isImage ? IMAGE_EXTENSIONS : FILE_EXTENSIONS).join(',')}
        multiple={isMultiple}
        disabled={busy}
        onChange={(event) => {
          void upload(event.target.files);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className={styles.uploadButton}>
        {busy ? itemMessages.uploading : label}
      </label>
      {failures.map((filename) => (
        <p key={filename} role="alert" className={styles.problem}>
          {itemMessages.uploadFailed(filename)}
        </p>
      ))}
      {choice.files.length > 0 && (
        <ul className={styles.fileList}>
          {choice.files.map((file) => (
            <li key={file.id} className={styles.file}>
              {file.mimeType.startsWith('image/') && (
                <img src={uploadPreviewUrl(file)} alt="" width={48} height={48} className={styles.preview} />
              )}
              <span className={styles.fileName}>{file.filename}</span>
              <button type="button" className={styles.linkButton} onClick={() => remove(file.id)}>
                {itemMessages.removeUpload(file.filename)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
