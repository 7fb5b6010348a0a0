#ifndef QSO_H
#define QSO_H

#include <stddef.h>

/* One contact of a contest log, as typed: "2026-05-02 1432 14074 FT G4ABC 599 012 599 118". */
struct qso {
    char date[11];  /* YYYY-MM-DD */
    char time[5];   /* HHMM, UTC */
    long freq_khz;
    char mode[3];   /* CW, PH, FT, RY */
    char call[14];  /* the other station */
    char rst_sent[4];
    char exch_sent[7];
    char rst_rcvd[4];
    char exch_rcvd[7];
};

enum qso_err { QSO_OK = 0, QSO_SHORT, QSO_BAD_FREQ, QSO_BAD_MODE };

/* Parses one log line. */
enum qso_err qso_parse(const char *line, struct qso *q);

/* The band in metres for a frequency in kHz ("20m"), "?" outside the amateur bands. */
const char *qso_band(long freq_khz);

/* Writes the contact as a Cabrillo QSO: line for the station mycall into out. Returns the length. */
size_t qso_cabrillo(const struct qso *q, const char *mycall, char *out, size_t cap);

#endif
