import type { Category } from '../../shared/enums';

// One simple 24×24 glyph per category, drawn inline so no icon font or request is needed.
const PATHS: Record<Category, string> = {
  apartment:
    'M4 21V3h11v4h5v14h-6v-4h-3v4H4zm3-15v2h2V6H7zm4 0v2h2V6h-2zm-4 4v2h2v-2H7zm4 0v2h2v-2h-2zm5 0v2h2v-2h-2zM7 14v2h2v-2H7zm4 0v2h2v-2h-2zm5 0v2h2v-2h-2z',
  house: 'M12 3 2 11.5h3V21h5.5v-6h3v6H19v-9.5h3L12 3z',
  land: 'M2 19h20v2H2v-2zm1-3 5-6 4 4 3-3 6 5H3zm14-9a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  office:
    'M9 4V2h6v2h5a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h5zm2 0h2V3.5h-2V4zm-7 6h16V6H4v4zm7 2v2h2v-2h-2z',
  shop: 'M3 3h18l1 6a3 3 0 0 1-5 2.2A3 3 0 0 1 12 11a3 3 0 0 1-5 .2A3 3 0 0 1 2 9l1-6zm1 10.5V21h16v-7.5a4.9 4.9 0 0 1-3-.4 5 5 0 0 1-5 0 5 5 0 0 1-5 0 4.9 4.9 0 0 1-3 .4zM10 16h4v5h-4v-5z',
  parking: 'M5 3h8a6 6 0 0 1 0 12H9v6H5V3zm4 4v4h4a2 2 0 0 0 0-4H9z',
  'guest-house':
    'M2 20V5h2v9h7V7h7a4 4 0 0 1 4 4v9h-2v-3H4v3H2zm5.5-7A2.5 2.5 0 1 1 7.5 8a2.5 2.5 0 0 1 0 5z',
};

export function CategoryIcon({
  category,
  className = 'h-7 w-7',
}: {
  category: Category;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[category]} />
    </svg>
  );
}
