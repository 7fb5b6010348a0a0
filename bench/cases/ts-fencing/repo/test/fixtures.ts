import { decideBout } from '../src/bout';
import { Pool } from '../src/pool';
import type { Fencer } from '../src/types';

export function fencer(id: string, name: string, club: string, rating = 0): Fencer {
  return { id, name, club, rating };
}

export const ana = fencer('F01', 'Ana Ferreira', 'Salle Boreal', 120);
export const ben = fencer('F02', 'Ben Okafor', 'Riverside FC', 95);
export const cai = fencer('F03', 'Cai Lewis', 'Salle Boreal', 40);
export const dev = fencer('F04', 'Dev Patel', 'Northgate', 60);
export const eli = fencer('F05', 'Eli Strand', 'Riverside FC', 55);
export const fay = fencer('F06', 'Fay Moreau', 'Northgate', 80);
export const gus = fencer('F07', 'Gus Halloran', 'Salle Boreal', 150);
export const hal = fencer('F08', 'Hal Winter', 'Riverside FC', 70);
export const ivy = fencer('F09', 'Ivy Chen', 'Northgate', 0);

/** Fences a pool with the scores given in bout order, as [left, right]. */
export function fence(pool: Pool, scores: Array<[number, number]>): Pool {
  pool.boutOrder().forEach(([a, b], i) => {
    const [sa, sb] = scores[i];
    pool.record(decideBout('pool', a.id, b.id, sa, sb, { timeExpired: sa < 5 && sb < 5 }));
  });
  return pool;
}

/** Pool 1 of the club championship: five fencers. */
export function poolOne(): Pool {
  return fence(new Pool(1, [ana, ben, cai, dev, eli]), [
    [5, 3], [4, 5], [2, 5], [5, 1], [5, 4], [5, 0], [3, 5], [5, 4], [5, 2], [1, 5],
  ]);
}

/** Pool 2 of the club championship: four fencers. */
export function poolTwo(): Pool {
  return fence(new Pool(2, [fay, gus, hal, ivy]), [
    [5, 2], [5, 4], [3, 5], [5, 0], [5, 1], [2, 5],
  ]);
}
