#include "units.h"

double ft_to_m(double ft) { return ft / FT_PER_M; }

double m_to_ft(double m) { return m * FT_PER_M; }

double kt_to_ms(double kt) { return kt * 0.514444; }

double kmh_to_ms(double kmh) { return kmh / 3.6; }

double lb_to_kg(double lb) { return lb * 0.45359237; }

double kg_to_lb(double kg) { return kg / 0.45359237; }
