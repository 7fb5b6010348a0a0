#include "seismo.h"

int trigger_cfg_valid(const trigger_cfg_t *cfg)
{
    return cfg->sta_len > 0 && cfg->lta_len > cfg->sta_len
        && cfg->on_ratio > cfg->off_ratio && cfg->off_ratio > 0.0;
}

static double mean_energy(const double *x, size_t end, size_t len)
{
    double sum = 0.0;
    size_t k;
    for (k = end + 1 - len; k <= end; k++) sum += x[k] * x[k];
    return sum / (double)len;
}

/*
 * STA/LTA ratio at sample i: mean energy over the sta_len samples ending at
 * i over the mean energy of the lta_len samples ending at i. Needs
 * i + 1 >= lta_len; 0 before that (the detector is still warming up).
 */
double sta_lta_at(const double *x, size_t i, const trigger_cfg_t *cfg)
{
    double sta, lta;
    if (i + 1 < cfg->lta_len) return 0.0;
    sta = mean_energy(x, i, cfg->sta_len);
    lta = mean_energy(x, i, cfg->lta_len);
    if (lta <= 0.0) return 0.0;
    return sta / lta;
}

/*
 * Scan a trace and record each triggered stretch: on at the first sample
 * whose ratio exceeds on_ratio, off at the first later sample whose ratio
 * drops below off_ratio (n if the trace ends first). Returns the number of
 * picks, at most max_picks.
 */
size_t sta_lta_detect(const double *x, size_t n, const trigger_cfg_t *cfg,
                      pick_t *picks, size_t max_picks)
{
    size_t i, count = 0;
    int on = 0;

    if (!trigger_cfg_valid(cfg)) return 0;

    for (i = 0; i < n; i++) {
        double r = sta_lta_at(x, i, cfg);
        if (!on) {
            if (r > cfg->on_ratio) {
                if (count == max_picks) break;
                picks[count].on = i;
                picks[count].off = n;
                picks[count].peak_ratio = r;
                on = 1;
            }
        } else {
            if (r > picks[count].peak_ratio) picks[count].peak_ratio = r;
            if (r < cfg->off_ratio) {
                picks[count].off = i;
                count++;
                on = 0;
            }
        }
    }
    if (on) count++;
    return count;
}
