export type LeafKind =
  | 'gold-24'
  | 'gold-23.75'
  | 'gold-22'
  | 'gold-18-lemon'
  | 'gold-16-pale'
  | 'gold-12-white'
  | 'silver'
  | 'copper';

export interface Leaf {
  kind: LeafKind;
  /** Fineness in carats; 0 for leaf that is not gold. */
  karat: number;
  /** Side of the square leaf, mm. */
  sideMm: number;
  /** Leaves in a book. */
  perBook: number;
  /** Price of one book, pence. */
  bookPence: number;
  /** Loose leaf, or transfer leaf pressed on a tissue backing (for outdoor and windy work). */
  transfer: boolean;
}

export type Shape = 'flat' | 'moulding' | 'carved';

export interface Surface {
  name: string;
  shape: Shape;
  widthMm: number;
  heightMm: number;
}

export type SizeKind = 'oil-3h' | 'oil-12h' | 'water-gilding';

export interface Job {
  client: string;
  leaf: LeafKind;
  size: SizeKind;
  surfaces: Surface[];
  outdoor: boolean;
}
