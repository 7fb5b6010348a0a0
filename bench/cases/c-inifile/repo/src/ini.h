#ifndef INI_H
#define INI_H

#include <stddef.h>

/* A parsed INI document: [section] headers, key = value lines, ; and # comments.
 * Keys and section names match case-insensitively; values keep their case. */

typedef struct ini_entry {
    char *section; /* "" for keys before the first header */
    char *key;
    char *value;
} ini_entry;

typedef struct ini_doc {
    ini_entry *entries;
    size_t count;
    size_t cap;
} ini_doc;

typedef struct ini_error {
    int line;          /* 1-based line of the first error, 0 when none */
    char message[96];
} ini_error;

/* Parses text into doc. Returns 0, or -1 with err filled in. A later
 * duplicate key in the same section replaces the earlier value. */
int ini_parse(ini_doc *doc, const char *text, ini_error *err);
void ini_free(ini_doc *doc);

/* The value, or NULL when the section has no such key. */
const char *ini_get(const ini_doc *doc, const char *section, const char *key);
/* The value read as a long, or fallback when missing or not a number. */
long ini_get_long(const ini_doc *doc, const char *section, const char *key, long fallback);
/* "yes/true/on/1" and "no/false/off/0", any case; fallback otherwise. */
int ini_get_bool(const ini_doc *doc, const char *section, const char *key, int fallback);
/* How many keys the section has. */
size_t ini_section_size(const ini_doc *doc, const char *section);

#endif
