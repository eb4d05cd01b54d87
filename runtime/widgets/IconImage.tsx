import { iconUrl } from './iconUrl';

export interface IconImageProps {
  name: string;
  theme?: string;
  size: number;
  color?: string;
  /** The icon's name by default; '' when a text next to it already says what it means. */
  alt?: string;
}

/** One icon of the icon service as an image of `size` pixels, drawn the same way by every widget that shows icons. */
export function IconImage({ name, theme, size, color, alt = name }: IconImageProps) {
  return <img src={iconUrl({ name, theme, size, color })} alt={alt} width={size} height={size} />;
}
