#include "lexer.h"

#include <ctype.h>
#include <stdlib.h>

int gline_parse(const char *text, gline_t *out) {
    const char *p = text;
    out->count = 0;
    while (*p && *p != ';' && *p != '\n') {
        if (isspace((unsigned char)*p)) {
            p++;
            continue;
        }
        if (!isalpha((unsigned char)*p)) {
            return -1;
        }
        char letter = (char)toupper((unsigned char)*p++);
        char *end;
        double value = strtod(p, &end);
        if (end == p) {
            return -1;
        }
        if (out->count == GLINE_MAX_WORDS) {
            return -1;
        }
        out->words[out->count].letter = letter;
        out->words[out->count].value = value;
        out->count++;
        p = end;
    }
    return 0;
}

double gline_value(const gline_t *line, char letter, double fallback) {
    for (int i = 0; i < line->count; i++) {
        if (line->words[i].letter == letter) {
            return line->words[i].value;
        }
    }
    return fallback;
}

int gline_has(const gline_t *line, char letter) {
    for (int i = 0; i < line->count; i++) {
        if (line->words[i].letter == letter) {
            return 1;
        }
    }
    return 0;
}
