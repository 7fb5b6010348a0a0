/* logfmt: parse and print key=value log lines (level=info msg="hello world" ts=...). */
#ifndef LOGFMT_H
#define LOGFMT_H

#include <stddef.h>

#define LOGFMT_MAX_FIELDS 16
#define LOGFMT_KEY_MAX 32
#define LOGFMT_VAL_MAX 128

typedef enum {
    LOGFMT_OK = 0,
    LOGFMT_FULL,      /* more than LOGFMT_MAX_FIELDS fields */
    LOGFMT_TOO_LONG,  /* a key or value longer than its buffer, or an output too small */
    LOGFMT_SYNTAX     /* a key without a name, an unterminated quote, a bad escape */
} logfmt_status;

typedef struct {
    char key[LOGFMT_KEY_MAX];
    char val[LOGFMT_VAL_MAX];
} logfmt_field;

typedef struct {
    logfmt_field fields[LOGFMT_MAX_FIELDS];
    size_t n;
} logfmt_record;

void rec_init(logfmt_record *rec);
/* Appends a field (a key may repeat). */
logfmt_status rec_add(logfmt_record *rec, const char *key, const char *val);
/* The value of `key`, or NULL. */
const char *rec_get(const logfmt_record *rec, const char *key);
/* Replaces the value of `key`, or appends the field when the key is new. */
logfmt_status rec_set(logfmt_record *rec, const char *key, const char *val);
/* Removes every field named `key`; returns how many went. */
size_t rec_del(logfmt_record *rec, const char *key);

/* Parses one line into `rec` (cleared first). A bare key (`debug`) gets the value "true". */
logfmt_status logfmt_parse(const char *line, logfmt_record *rec);

/* Prints `rec` into `out` (size `cap`), quoting values with spaces, '=', '"' or nothing in them. */
logfmt_status logfmt_format(const logfmt_record *rec, char *out, size_t cap);

#endif
