#ifndef SESSION_H
#define SESSION_H

/* One haemodialysis session as recorded on the unit's session sheet. */
struct session {
	char patient[16];
	char date[11];     /* YYYY-MM-DD */
	double pre_kg;     /* weight before the session */
	double post_kg;    /* weight after the session */
	double dry_kg;     /* prescribed dry (target) weight */
	double pre_urea;   /* mmol/L, blood drawn before the session */
	double post_urea;  /* mmol/L, blood drawn at the end */
	int minutes;       /* time on the machine */
	double intake_l;   /* fluid taken in during the session (drinks, rinse back) */
};

/* Parse a CSV line:
 * patient,date,pre_kg,post_kg,dry_kg,pre_urea,post_urea,minutes[,intake_l]
 * Returns 0 on success, -1 if the line is malformed. */
int session_parse(const char *line, struct session *out);

double session_hours(const struct session *s);

#endif
