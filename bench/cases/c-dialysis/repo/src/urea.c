#include "urea.h"

#include <math.h>

#include "fluid.h"

double urea_reduction_ratio(double pre_urea, double post_urea)
{
	return (pre_urea - post_urea) / pre_urea * 100.0;
}

double ktv_single_pool(double pre_urea, double post_urea, double hours,
		       double uf_litres, double post_kg)
{
	double r = post_urea / pre_urea;

	return -log(r - 0.008 * hours) + (4.0 - 3.5 * r) * uf_litres / post_kg;
}

double ktv_equilibrated(double sp_ktv, double hours)
{
	return sp_ktv - 0.6 * sp_ktv / hours + 0.03;
}

void session_adequacy(const struct session *s, struct adequacy *out)
{
	double hours = session_hours(s);

	out->urr = urea_reduction_ratio(s->pre_urea, s->post_urea);
	out->sp_ktv = ktv_single_pool(s->pre_urea, s->post_urea, hours,
				      uf_volume_l(s), s->post_kg);
	out->e_ktv = ktv_equilibrated(out->sp_ktv, hours);
	out->adequate = out->urr >= URR_TARGET && out->sp_ktv >= KTV_TARGET;
}
