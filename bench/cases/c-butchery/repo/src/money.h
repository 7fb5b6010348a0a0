#ifndef BUTCHERY_MONEY_H
#define BUTCHERY_MONEY_H

/* Writes pence as "£12.34" (or "-£0.50") into buf. */
void format_pence(long pence, char *buf, unsigned long size);

/* percent of pence, rounded to the nearest penny (halves away from zero). */
long percent_of(long pence, int percent);

#endif
