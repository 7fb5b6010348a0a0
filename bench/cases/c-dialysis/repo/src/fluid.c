#include "fluid.h"

#include <math.h>

double uf_volume_l(const struct session *s)
{
	return s->pre_kg - s->post_kg + s->intake_l;
}

double uf_rate(const struct session *s)
{
	return uf_volume_l(s) * 1000.0 / s->post_kg / session_hours(s);
}

double above_dry_kg(const struct session *s)
{
	return s->post_kg - s->dry_kg;
}

double uf_goal_l(double pre_kg, double dry_kg, double intake_l)
{
	double goal = pre_kg - dry_kg + intake_l;

	return goal > 0.0 ? goal : 0.0;
}

int minutes_for_goal(double goal_l, double dry_kg)
{
	double hours = goal_l * 1000.0 / (UF_RATE_LIMIT * dry_kg);

	/* Sessions are booked in whole quarter hours, four hours at least. */
	int minutes = (int)ceil(hours * 4.0) * 15;
	return minutes < 240 ? 240 : minutes;
}
