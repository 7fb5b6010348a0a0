#include <stdio.h>

#include "seedtray.h"

int label_format(const struct sowing *s, char *buf, int size)
{
    char sow[11], up[11], out[11];
    const struct tray_kind *tray = tray_for(s->crop);

    date_format(s->sow_on, sow);
    date_format(s->up_by, up);
    date_format(s->plant_out, out);
    return snprintf(buf, (size_t)size, "%s x %d seeds, %d tray%s of %d | sow %s | up %s | out %s",
                    s->crop->name, s->seeds, s->trays, s->trays == 1 ? "" : "s", tray->cells,
                    sow, up, out);
}
