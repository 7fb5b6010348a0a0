#ifndef PYRO_SCRIPT_H
#define PYRO_SCRIPT_H

#include <stddef.h>

#include "cue.h"

#define SCRIPT_MAX 256

struct script {
    struct cue cues[SCRIPT_MAX];
    int n;
};

void script_init(struct script *s);
int script_add_line(struct script *s, const char *line); /* 0, or -1 */
void script_sort(struct script *s);                       /* by fire time */
/* Index of the first cue reusing a module/pin fired earlier, or -1. */
int script_find_reused_pin(const struct script *s);
/* "01:21.400  M3/P7   Q12 peony" */
void script_line(const struct cue *c, char *buf, size_t n);
long script_end_ms(const struct script *s); /* last burst has finished */

#endif
