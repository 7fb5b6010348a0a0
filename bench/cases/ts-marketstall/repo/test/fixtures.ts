import type { Trader } from '../src/types';

export const honey: Trader = { id: 't1', name: 'Hilltop Honey', visits: 24, wants: 3, prefers: ['A'] };
export const cheese: Trader = { id: 't2', name: 'Dale Cheeses', visits: 10, wants: 3, needsPower: true, prefers: ['A'] };
export const bread: Trader = { id: 't3', name: 'Stonebake Bread', visits: 3, wants: 3, prefers: ['B', 'A'] };
export const plants: Trader = { id: 't4', name: 'Greenhouse Plants', visits: 0, wants: 5 };
export const coffee: Trader = { id: 't5', name: 'Bean Van Coffee', visits: 12, wants: 4, needsPower: true };
export const hospice: Trader = { id: 't6', name: 'Hospice Bric-a-brac', visits: 2, wants: 2, charity: true, prefers: ['B'] };
