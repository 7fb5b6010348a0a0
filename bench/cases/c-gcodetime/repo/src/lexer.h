/* Splits one line of G-code into words: a letter and a number each, e.g. G1 X10.5 F1200. */
#ifndef LEXER_H
#define LEXER_H

#define GLINE_MAX_WORDS 16

typedef struct {
    char letter; /* upper case */
    double value;
} gword_t;

typedef struct {
    gword_t words[GLINE_MAX_WORDS];
    int count;
} gline_t;

/* Parses text (up to a ';' comment) into out. Returns 0, or -1 on a malformed word or too many words. */
int gline_parse(const char *text, gline_t *out);

/* The value of the first word with this letter, or fallback when the line has none. */
double gline_value(const gline_t *line, char letter, double fallback);

/* 1 if the line has a word with this letter. */
int gline_has(const gline_t *line, char letter);

#endif
