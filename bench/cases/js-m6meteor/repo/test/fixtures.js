export const PERSEIDS = `observer: Ana Ferreira
site: Alqueva
date: 2026-08-12
# first hour low in the north-east
period 21:40-22:40 lm 6.2 cloud 0 break 0 radiant PER 35
PER 24
KCG 1
SPO 8
period 22:40-23:55 lm 6.4 cloud 10 break 15 radiant PER 44 KCG 62
PER 41
KCG 2
SPO 10
`;
