import { useEffect, useRef } from 'react';
import { useIntl } from '../intl/useIntl';
import { uploadCatalogue } from './catalogue';
import { formatBytes } from './formatBytes';
import { Upload } from './Upload';
import type { UploadProps } from './Upload';
import type { UploadFile } from './uploadFile';
import { useFileList } from './useFileList';
import { PersonIcon } from '../icons';
import { ImageUploadRoot, PreviewFrame, PreviewImage } from './Upload.styles';

/** The profile photo limit of spec 02 §5 and §9: 1 MB, 1,048,576 bytes. */
export const PROFILE_PHOTO_MAX_BYTES = 1024 * 1024;

/** Image files only, whatever their format; each is checked again after picking or dropping. */
const IMAGE_ACCEPT = 'image/*';

export type ImageUploadProps = Omit<UploadProps, 'accept' | 'maxCount' | 'multiple' | 'maxSize'> & {
  /** Largest accepted photo in bytes; 1 MB (1,048,576) by default, the profile photo rule. */
  maxSize?: number;
  /** Replaces the preview's built-in alternative text. */
  previewAlt?: string;
};

/**
 * The profile photo upload: one image file of at most 1 MB, with a round preview of the
 * picked (or already uploaded, via `url`) photo and a clear error otherwise.
 */
export function ImageUpload({
  maxSize = PROFILE_PHOTO_MAX_BYTES,
  previewAlt,
  fileList,
  defaultFileList,
  onChange,
  buttonLabel,
  dropText,
  hint,
  errorTexts,
  ...uploadProps
}: ImageUploadProps) {
  const { t, locale } = useIntl(uploadCatalogue);
  const { list, update } = useFileList(fileList, defaultFileList, onChange);
  const photo = list[0];
  return (
    <ImageUploadRoot>
      <PreviewFrame data-empty={photo ? undefined : true}>
        {photo ? (
          <PhotoPreview key={photo.uid} photo={photo} alt={previewAlt ?? t('previewAlt')} />
        ) : (
          <PersonIcon />
        )}
      </PreviewFrame>
      <Upload
        {...uploadProps}
        accept={IMAGE_ACCEPT}
        maxCount={1}
        multiple={false}
        maxSize={maxSize}
        fileList={list}
        onChange={(next) => update(() => next)}
        buttonLabel={buttonLabel ?? t('imageChoose')}
        dropText={dropText ?? t('imageDropHint')}
        hint={hint ?? t('imageHint', { size: formatBytes(maxSize, locale) })}
        errorTexts={{
          accept: t('imageAccept'),
          size: t('imageSize'),
          count: t('imageCount'),
          ...errorTexts,
        }}
      />
    </ImageUploadRoot>
  );
}

interface PhotoPreviewProps {
  photo: UploadFile;
  alt: string;
}

/**
 * Shows the photo's `url`, or an object URL of the picked file. The object URL is created and
 * revoked in one effect (set on the element directly) so it never outlives the preview and
 * survives React's double effects in development.
 */
function PhotoPreview({ photo, alt }: PhotoPreviewProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const { url, file } = photo;
  useEffect(() => {
    const image = imageRef.current;
    if (url !== undefined || !file || !image || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    image.src = objectUrl;
    return () => {
      URL.revokeObjectURL(objectUrl);
    };
  }, [url, file]);
  return <PreviewImage ref={imageRef} src={url} alt={alt} />;
}
