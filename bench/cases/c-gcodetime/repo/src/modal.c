#include "modal.h"

#include <string.h>

static const char AXES[3] = {'X', 'Y', 'Z'};

void modal_init(modal_t *st) {
    memset(st, 0, sizeof *st);
    st->motion = MOTION_RAPID;
    st->absolute = 1;
}

int modal_apply(modal_t *st, const gline_t *line, step_t *out) {
    int dwell = 0;
    memset(out, 0, sizeof *out);
    for (int i = 0; i < line->count; i++) {
        const gword_t *w = &line->words[i];
        if (w->letter == 'G') {
            int g = (int)w->value;
            switch (g) {
            case 0:
                st->motion = MOTION_RAPID;
                break;
            case 1:
                st->motion = MOTION_FEED;
                break;
            case 4:
                dwell = 1;
                break;
            case 90:
                st->absolute = 1;
                break;
            case 91:
                st->absolute = 0;
                break;
            default:
                return -1;
            }
        } else if (w->letter == 'F') {
            st->feed = w->value;
        }
    }
    if (dwell) {
        out->dwell_s = gline_value(line, 'P', 0.0);
        return 0;
    }
    memcpy(out->from, st->pos, sizeof st->pos);
    for (int a = 0; a < 3; a++) {
        if (gline_has(line, AXES[a])) {
            double v = gline_value(line, AXES[a], 0.0);
            st->pos[a] = st->absolute ? v : st->pos[a] + v;
            out->is_move = 1;
        }
    }
    memcpy(out->to, st->pos, sizeof st->pos);
    out->motion = st->motion;
    out->feed = st->feed;
    return 0;
}
