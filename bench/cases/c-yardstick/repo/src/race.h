#ifndef YARDSTICK_RACE_H
#define YARDSTICK_RACE_H

#define RACE_MAX_ENTRIES 32

enum finish_status {
    FINISHED = 0,
    DNF,  /* started, did not finish */
    DNS,  /* came to the start area, did not start */
    OCS,  /* on course side at the start */
};

struct entry {
    char sail[8];
    char helm[32];
    char boat_class[16];
    long finish;             /* clock time, seconds since midnight */
    enum finish_status status;
    long elapsed;            /* filled by race_score */
    long corrected;          /* filled by race_score */
};

struct race {
    long start;              /* clock time of the start signal */
    int count;
    struct entry entries[RACE_MAX_ENTRIES];
};

void race_init(struct race *r, long start);

/* Adds a finisher; returns the entry, or NULL when the race is full or the
 * class has no PY number. */
struct entry *race_finish(struct race *r, const char *sail, const char *helm,
                          const char *boat_class, long finish);

/* Adds a boat that did not finish, with the status given. */
struct entry *race_retire(struct race *r, const char *sail, const char *helm,
                          const char *boat_class, enum finish_status status);

/* Corrected time for an elapsed time under a PY number, to the nearest second. */
long race_corrected(long elapsed, int py);

/* Works out elapsed and corrected times of all finishers. */
void race_score(struct race *r);

#endif
