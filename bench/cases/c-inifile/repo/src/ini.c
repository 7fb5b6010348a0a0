#include "ini.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strutil.h"

static void set_error(ini_error *err, int line, const char *message) {
    if (!err) return;
    err->line = line;
    snprintf(err->message, sizeof err->message, "%s", message);
}

static ini_entry *find_entry(const ini_doc *doc, const char *section, const char *key) {
    for (size_t i = 0; i < doc->count; i++) {
        ini_entry *e = &doc->entries[i];
        if (str_ieq(e->section, section) && str_ieq(e->key, key)) return e;
    }
    return NULL;
}

static int put(ini_doc *doc, const char *section, const char *key, const char *value) {
    ini_entry *existing = find_entry(doc, section, key);
    if (existing) {
        char *copy = str_ndup(value, strlen(value));
        if (!copy) return -1;
        free(existing->value);
        existing->value = copy;
        return 0;
    }
    if (doc->count == doc->cap) {
        size_t cap = doc->cap ? doc->cap * 2 : 8;
        ini_entry *grown = realloc(doc->entries, cap * sizeof *grown);
        if (!grown) return -1;
        doc->entries = grown;
        doc->cap = cap;
    }
    ini_entry *e = &doc->entries[doc->count];
    e->section = str_ndup(section, strlen(section));
    e->key = str_ndup(key, strlen(key));
    e->value = str_ndup(value, strlen(value));
    if (!e->section || !e->key || !e->value) return -1;
    doc->count++;
    return 0;
}

int ini_parse(ini_doc *doc, const char *text, ini_error *err) {
    memset(doc, 0, sizeof *doc);
    set_error(err, 0, "");
    char section[64] = "";
    int lineno = 0;
    const char *p = text;
    while (*p) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char *line = str_ndup(p, len);
        if (!line) return -1;
        lineno++;
        if (len > 0 && line[len - 1] == '\r') line[len - 1] = '\0';
        char *s = str_trim(line);
        int rc = 0;
        if (*s == '\0' || *s == ';' || *s == '#') {
            /* blank or comment */
        } else if (*s == '[') {
            char *close = strchr(s, ']');
            if (!close || close[1] != '\0') {
                set_error(err, lineno, "unclosed section header");
                rc = -1;
            } else {
                *close = '\0';
                char *name = str_trim(s + 1);
                if (strlen(name) >= sizeof section) {
                    set_error(err, lineno, "section name too long");
                    rc = -1;
                } else {
                    strcpy(section, name);
                }
            }
        } else {
            char *eq = strchr(s, '=');
            if (!eq) {
                set_error(err, lineno, "expected key = value");
                rc = -1;
            } else {
                *eq = '\0';
                char *key = str_trim(s);
                char *value = str_trim(eq + 1);
                str_unquote(value);
                if (*key == '\0') {
                    set_error(err, lineno, "empty key");
                    rc = -1;
                } else if (put(doc, section, key, value) != 0) {
                    set_error(err, lineno, "out of memory");
                    rc = -1;
                }
            }
        }
        free(line);
        if (rc != 0) {
            ini_free(doc);
            return -1;
        }
        p = end ? end + 1 : p + len;
    }
    return 0;
}

void ini_free(ini_doc *doc) {
    for (size_t i = 0; i < doc->count; i++) {
        free(doc->entries[i].section);
        free(doc->entries[i].key);
        free(doc->entries[i].value);
    }
    free(doc->entries);
    memset(doc, 0, sizeof *doc);
}

const char *ini_get(const ini_doc *doc, const char *section, const char *key) {
    ini_entry *e = find_entry(doc, section, key);
    return e ? e->value : NULL;
}

long ini_get_long(const ini_doc *doc, const char *section, const char *key, long fallback) {
    const char *value = ini_get(doc, section, key);
    if (!value || !*value) return fallback;
    char *end;
    errno = 0;
    long n = strtol(value, &end, 0);
    if (errno != 0 || *end != '\0') return fallback;
    return n;
}

int ini_get_bool(const ini_doc *doc, const char *section, const char *key, int fallback) {
    static const char *const truthy[] = {"yes", "true", "on", "1"};
    static const char *const falsy[] = {"no", "false", "off", "0"};
    const char *value = ini_get(doc, section, key);
    if (!value) return fallback;
    for (size_t i = 0; i < sizeof truthy / sizeof *truthy; i++) {
        if (str_ieq(value, truthy[i])) return 1;
        if (str_ieq(value, falsy[i])) return 0;
    }
    return fallback;
}

size_t ini_section_size(const ini_doc *doc, const char *section) {
    size_t n = 0;
    for (size_t i = 0; i < doc->count; i++) {
        if (str_ieq(doc->entries[i].section, section)) n++;
    }
    return n;
}
