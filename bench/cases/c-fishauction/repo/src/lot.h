/* lot: one lot on the fish market's auction floor, as read from the landing sheet and printed
 * on the box label. */
#ifndef LOT_H
#define LOT_H

#include <stddef.h>

#define LOT_SPECIES_MAX 31

typedef struct {
    unsigned number;
    char species[LOT_SPECIES_MAX + 1];
    long tenths_kg; /* weight in tenths of a kilogram */
    unsigned boxes;
} Lot;

/* "42,haddock,12.5,3": number, species, kilograms (one decimal at most), boxes. 0 on success. */
int lot_parse(const char *line, Lot *lot);

/* Three-letter species code for the board: the first three letters, upper case ("HAD"). */
void lot_code(const char *species, char code[4]);

/* The box label, fixed columns:
 * "LOT 0042 HAD HADDOCK       12.5kg x3"
 *  lot number 4 digits, code, species in 11 columns cut or padded, weight right-aligned in 7, boxes.
 * Returns the label's length, or the length it would have had when cap is too small. */
size_t lot_label(char *out, size_t cap, const Lot *lot);

#endif
