#ifndef PYRO_CATALOGUE_H
#define PYRO_CATALOGUE_H

/* A shell from the supplier's catalogue. */
struct shell {
    const char *name;
    int calibre_mm;   /* mortar size */
    double lift;      /* lift time from ignition to burst, s */
    double duration;  /* burst display time, s */
};

const struct shell *catalogue_find(const char *name); /* NULL if unknown */

#endif
