#include "check.h"
#include "stats.h"

static void test_mean_min_max(void)
{
    ringbuf rb;
    ringbuf_init(&rb, 4);
    double samples[] = {20.5, 21.0, 19.5, 22.0};
    for (size_t i = 0; i < 4; i++)
        ringbuf_push(&rb, samples[i]);
    CHECK_EQ_DBL(20.75, stats_mean(&rb));
    CHECK_EQ_DBL(19.5, stats_min(&rb));
    CHECK_EQ_DBL(22.0, stats_max(&rb));
    ringbuf_free(&rb);
}

static void test_window_slides(void)
{
    ringbuf rb;
    ringbuf_init(&rb, 4);
    for (int i = 1; i <= 10; i++)
        ringbuf_push(&rb, i);
    CHECK_EQ_DBL(8.5, stats_mean(&rb)); /* 7, 8, 9, 10 */
    CHECK_EQ_DBL(7, stats_min(&rb));
    ringbuf_free(&rb);
}

int main(void)
{
    test_mean_min_max();
    test_window_slides();
    return CHECK_DONE();
}
