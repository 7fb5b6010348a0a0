#ifndef MORSE_H
#define MORSE_H

#include <stddef.h>

enum { MORSE_OK = 0, MORSE_BAD_CHAR = 1, MORSE_TOO_LONG = 2, MORSE_BAD_CODE = 3 };

/* The code of one character (".-" for A), or NULL if it has none. Letters of either case. */
const char *morse_code_of(char c);

/* Encode text: letters separated by one space, words by " / ". Runs of spaces count as one. */
int morse_encode(const char *text, char *out, size_t cap);

/* Decode codes separated by spaces, words by "/", into upper-case text. */
int morse_decode(const char *code, char *out, size_t cap);

/* Length in dit units of the encoded message as keyed: dit 1, dah 3, gap inside a letter 1, between
 * letters 3, between words 7. */
long morse_units(const char *code);

/* Milliseconds to key the encoded message at wpm words a minute (PARIS timing: a dit is 1200/wpm ms). */
long morse_duration_ms(const char *code, int wpm);

#endif
