import Image from 'next/image';
import { textColorOn } from '@/lib/color/contrast';
import { initials } from '@/lib/landing/content';
import styles from './review-avatar.module.css';

/** A review's portrait, or its coloured circle with the initials, as the landing page shows it. */
export function ReviewAvatar({
  name,
  image,
  color,
  size = 48,
}: {
  name: string;
  image: string | null;
  color: string;
  size?: number;
}) {
  if (image) {
    return (
      <Image
        src={image}
        alt=""
        width={size}
        height={size}
        unoptimized={image.startsWith('blob:')}
        className={styles.avatar}
      />
    );
  }
  return (
    <span
      className={styles.avatar}
      style={{ backgroundColor: color, color: textColorOn(color), width: size, height: size }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
