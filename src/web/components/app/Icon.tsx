import type { ReactNode } from 'react';

/** The line icons of the signed-in pages, on a 24 x 24 grid, drawn with the current text colour. */
const drawings = {
  'chevron-left': <path d="M15 6l-6 6 6 6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  'chevron-up': <path d="M6 15l6-6 6 6" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" />,
  alert: <path d="M12 3.5L2.5 20h19L12 3.5zM12 10v4.5M12 16.5v1.5" />,
  download: <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" />,
  refresh: <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />,
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M3 3l18 18" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-8 9" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof drawings;

interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels. */
  size: number;
  strokeWidth: number;
  className?: string;
  /** Rounded line ends and corners (the refresh and success icons). */
  round?: 'caps' | 'caps-and-joins';
}

/** A decorative icon: hidden from assistive technology (the control around it carries the name). */
export function Icon({ name, size, strokeWidth, className, round }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round === 'caps-and-joins' ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
