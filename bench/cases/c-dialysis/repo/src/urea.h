#ifndef UREA_H
#define UREA_H

#include "session.h"

/* Adequacy targets for thrice-weekly haemodialysis. */
#define URR_TARGET 65.0
#define KTV_TARGET 1.2

/* Urea reduction ratio, percent. */
double urea_reduction_ratio(double pre_urea, double post_urea);

/* Single-pool Kt/V, second generation Daugirdas formula:
 *   -ln(R - 0.008 t) + (4 - 3.5 R) UF / W
 * R = post/pre urea, t = hours, UF = litres removed, W = post weight kg. */
double ktv_single_pool(double pre_urea, double post_urea, double hours,
		       double uf_litres, double post_kg);

/* Equilibrated Kt/V from single-pool Kt/V (Daugirdas rate equation, AV access). */
double ktv_equilibrated(double sp_ktv, double hours);

struct adequacy {
	double urr;
	double sp_ktv;
	double e_ktv;
	int adequate;  /* both URR and spKt/V on target */
};

void session_adequacy(const struct session *s, struct adequacy *out);

#endif
