#include "safety.h"

#define MM_PER_INCH 25.4
#define FEET_PER_INCH_OF_CALIBRE 70.0
#define METRES_PER_FOOT 0.3048

double safety_distance_m(int calibre_mm)
{
    return calibre_mm / MM_PER_INCH * FEET_PER_INCH_OF_CALIBRE * METRES_PER_FOOT;
}

double script_safety_distance_m(const struct script *s)
{
    double worst = 0.0;
    for (int i = 0; i < s->n; i++) {
        double d = safety_distance_m(s->cues[i].shell->calibre_mm);
        if (d > worst)
            worst = d;
    }
    return worst;
}
