#ifndef LOOM_DRAFT_H
#define LOOM_DRAFT_H

#include <stddef.h>
#include <stdint.h>

/* A weaving draft for a shaft loom: which shaft each warp end is threaded on,
 * which shafts each treadle lifts (the tie-up), and which treadle is pressed
 * for each pick of weft. Shafts are numbered from 1, treadles too. */

#define MAX_SHAFTS 16
#define MAX_TREADLES 16
#define MAX_ENDS 512
#define MAX_PICKS 512

struct draft {
    int shafts;                     /* shafts on the loom */
    int treadles;                   /* treadles on the loom */
    size_t ends;
    uint8_t threading[MAX_ENDS];    /* shaft of each end, 1..shafts */
    uint16_t tieup[MAX_TREADLES];   /* bit s-1 set: treadle lifts shaft s */
    size_t picks;
    uint8_t treadling[MAX_PICKS];   /* treadle of each pick, 1..treadles */
};

enum draft_error {
    DRAFT_OK = 0,
    DRAFT_BAD_CHAR,      /* not a shaft or treadle number */
    DRAFT_OUT_OF_RANGE,  /* a shaft or treadle the loom does not have */
    DRAFT_TOO_LONG,      /* more than MAX_ENDS / MAX_PICKS */
    DRAFT_BAD_REPEAT     /* a [..]xN that does not close or has no count */
};

/* parse.c */
void draft_init(struct draft *d, int shafts, int treadles);
/* A sequence such as "1234 4321" or "[1234]x4 1": one number per character
 * (1-9), spaces ignored, [..]xN repeats the bracketed part N times. */
enum draft_error parse_sequence(const char *text, int max_value, uint8_t *out, size_t cap, size_t *count);
enum draft_error draft_threading(struct draft *d, const char *text);
enum draft_error draft_treadling(struct draft *d, const char *text);
/* "1:12 2:23 3:34 4:41": treadle 1 lifts shafts 1 and 2, ... */
enum draft_error draft_tieup(struct draft *d, const char *text);
const char *draft_error_text(enum draft_error e);

/* drawdown.c: 1 where the warp end shows on the face at this pick, 0 where
 * the weft does (rising shed: a lifted shaft shows its ends). */
int drawdown_cell(const struct draft *d, size_t end, size_t pick);
/* The drawdown as text, one line per pick from the first: '#' warp, '.' weft.
 * Writes at most cap bytes including the NUL; returns the length needed. */
size_t drawdown_render(const struct draft *d, char *buf, size_t cap);

/* floats.c: the longest run of one yarn on the face without interlacing. */
size_t longest_warp_float(const struct draft *d);
size_t longest_weft_float(const struct draft *d);

#endif
