#include "report.h"

#include <stdio.h>

#include "fluid.h"
#include "urea.h"

static const char *flags(const struct adequacy *a, double rate)
{
	if (!a->adequate && rate > UF_RATE_LIMIT)
		return "LOW-DOSE FAST-UF";
	if (!a->adequate)
		return "LOW-DOSE";
	if (rate > UF_RATE_LIMIT)
		return "FAST-UF";
	return "OK";
}

int report_session(char *buf, size_t size, const struct session *s)
{
	struct adequacy a;
	double rate = uf_rate(s);

	session_adequacy(s, &a);
	return snprintf(buf, size,
			"%s %s URR %.1f%% spKt/V %.2f eKt/V %.2f UF %.2f L %.1f ml/kg/h %s",
			s->patient, s->date, a.urr, a.sp_ktv, a.e_ktv, uf_volume_l(s), rate,
			flags(&a, rate));
}

int report_summary(char *buf, size_t size, const struct session *sessions, int n)
{
	struct adequacy a;
	double total_ktv = 0.0;
	int adequate = 0, fast = 0, i;

	if (n <= 0)
		return snprintf(buf, size, "no sessions");
	for (i = 0; i < n; i++) {
		session_adequacy(&sessions[i], &a);
		total_ktv += a.sp_ktv;
		adequate += a.adequate;
		fast += uf_rate(&sessions[i]) > UF_RATE_LIMIT;
	}
	return snprintf(buf, size, "%d sessions, %d adequate, mean spKt/V %.2f, %d over %.0f ml/kg/h",
			n, adequate, total_ktv / n, fast, UF_RATE_LIMIT);
}
