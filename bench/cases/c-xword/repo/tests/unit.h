#ifndef UNIT_H
#define UNIT_H

#include <stdio.h>
#include <string.h>

extern int unit_failures;

#define EXPECT_INT(got, want)                                                                                 \
    do {                                                                                                      \
        long long got_ = (long long)(got);                                                                    \
        long long want_ = (long long)(want);                                                                  \
        if (got_ != want_) {                                                                                  \
            printf("%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__, #got, got_, want_);              \
            unit_failures++;                                                                                  \
        }                                                                                                     \
    } while (0)

#define EXPECT_STR(got, want)                                                                                 \
    do {                                                                                                      \
        const char *got_ = (got);                                                                             \
        const char *want_ = (want);                                                                           \
        if (strcmp(got_, want_) != 0) {                                                                       \
            printf("%s:%d: %s is\n\"%s\"\nexpected\n\"%s\"\n", __FILE__, __LINE__, #got, got_, want_);        \
            unit_failures++;                                                                                  \
        }                                                                                                     \
    } while (0)

/* test_grid.c */
void test_parse(void);
void test_parse_rejects(void);
void test_open(void);
void test_symmetry(void);
/* test_number.c */
void test_number_small(void);
void test_number_blocks_at_edges(void);
void test_number_single_cells(void);
/* test_entries.c */
void test_entries_list(void);
void test_entries_find(void);
void test_entry_pattern(void);
/* test_fill.c */
void test_fill_across_and_down(void);
void test_fill_conflict(void);
void test_fill_length_and_invalid(void);
void test_fill_complete(void);
/* test_render.c */
void test_render_empty(void);
void test_render_filled(void);
void test_render_too_small(void);

#endif
