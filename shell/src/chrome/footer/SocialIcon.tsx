import type { FooterLink } from '@college/shared-ui/content';

// Simple marks drawn for this site (not the networks' logos); decorative, the link text names the network.
const paths: Record<NonNullable<FooterLink['icon']>, string> = {
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7.5v.5M12 16v-6M12 12.5a2.5 2.5 0 0 1 5 0V16',
  chat: 'M4 20l1.4-4.2A8 8 0 1 1 8.3 18.8z',
  instagram: 'M5 5h14v14H5zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6M16 8v.5',
  facebook: 'M14 21v-8h3l.5-3H14V8.5c0-1 .5-1.5 1.5-1.5H18V4h-3a4 4 0 0 0-4 4v2H8v3h3v8',
};

export function SocialIcon({ name }: { name: NonNullable<FooterLink['icon']> }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
