import { useTranslation } from 'react-i18next';

export interface EmbedFrameProps {
  src: string;
  title: string;
  width: string;
  height: string;
  /** The sandbox tokens; a frame always gets a sandbox, never full rights in the page. */
  sandbox: string;
  allow?: string;
}

/**
 * A frame of another site as the Iframe and VideoPlayer widgets show it: sized by the settings (CSS lengths),
 * sandboxed, lazily loaded, sending only the origin as referrer, with the fallback text for browsers without frames.
 */
export function EmbedFrame({ src, title, width, height, sandbox, allow }: EmbedFrameProps) {
  const { t } = useTranslation('misc');
  return (
    <iframe
      src={src}
      title={title}
      sandbox={sandbox}
      allow={allow}
      allowFullScreen
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ display: 'block', width: width || '100%', height: height || '400px', maxWidth: '100%', border: 0 }}
    >
      {t('iframe.unsupported')}
    </iframe>
  );
}
