/*
 * grainstore: read weighbridge ticket lines on stdin, take each load into
 * the bin on its ticket, print the grower's settlement and the stock.
 * Bins are given on the command line as ID:TONNES, e.g. B1:500 B2:500.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intake.h"
#include "report.h"

int main(int argc, char **argv)
{
    store s;
    tariff tf;
    char line[256], err[128], out[4096];
    int bad = 0;

    store_init(&s);
    tariff_default(&tf);
    for (int i = 1; i < argc; i++) {
        char *colon = strchr(argv[i], ':');
        if (colon == NULL) {
            fprintf(stderr, "grainstore: bin %s: expected ID:TONNES\n", argv[i]);
            return 2;
        }
        *colon = '\0';
        if (store_add_bin(&s, argv[i], atof(colon + 1)) != STORE_OK) {
            fprintf(stderr, "grainstore: cannot add bin %s\n", argv[i]);
            return 2;
        }
    }
    while (fgets(line, sizeof line, stdin) != NULL) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        intake_result r;
        ticket t;
        if (intake_line(&s, &tf, line, &r, err, sizeof err) != 0) {
            fprintf(stderr, "grainstore: %s\n", err);
            bad++;
            continue;
        }
        ticket_parse(line, &t, err, sizeof err);
        report_settlement(&t, &r.settle, out, sizeof out);
        puts(out);
    }
    report_stock(&s, out, sizeof out);
    fputs(out, stdout);
    return bad ? 1 : 0;
}
