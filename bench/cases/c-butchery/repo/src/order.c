#include "order.h"

#include <stdio.h>
#include <string.h>

#include "cuts.h"
#include "money.h"

void order_init(struct order *order, const char *customer, int trade)
{
    memset(order, 0, sizeof *order);
    snprintf(order->customer, sizeof order->customer, "%s", customer);
    order->trade = trade;
}

static struct order_line *next_line(struct order *order)
{
    if (order->count >= ORDER_MAX_LINES)
        return NULL;
    struct order_line *line = &order->lines[order->count];
    memset(line, 0, sizeof *line);
    return line;
}

int order_add_weighed(struct order *order, int plu, int gross_g, enum tray tray)
{
    const struct cut *cut = cut_find(plu);
    struct order_line *line = next_line(order);
    if (cut == NULL || cut->sold_by != BY_WEIGHT || line == NULL)
        return -1;
    int net = net_weight_g(gross_g, tray);
    if (net <= 0)
        return -1;
    line->plu = plu;
    line->net_g = net;
    line->price = price_for_weight(net, cut->price);
    return order->count++;
}

int order_add_each(struct order *order, int plu, int quantity)
{
    const struct cut *cut = cut_find(plu);
    struct order_line *line = next_line(order);
    if (cut == NULL || cut->sold_by != BY_EACH || line == NULL || quantity <= 0)
        return -1;
    line->plu = plu;
    line->quantity = quantity;
    line->price = cut->price * quantity;
    return order->count++;
}

struct order_totals order_totals(const struct order *order)
{
    struct order_totals totals = {0, 0, 0};
    for (int i = 0; i < order->count; i++)
        totals.subtotal += order->lines[i].price;
    if (order->trade)
        totals.discount = percent_of(totals.subtotal, TRADE_DISCOUNT_PERCENT);
    totals.total = totals.subtotal - totals.discount;
    return totals;
}

int order_receipt(const struct order *order, char *buf, unsigned long size)
{
    char money[24];
    int len = snprintf(buf, size, "Order for %s\n", order->customer);
    for (int i = 0; i < order->count && len < (int)size; i++) {
        const struct order_line *line = &order->lines[i];
        const struct cut *cut = cut_find(line->plu);
        format_pence(line->price, money, sizeof money);
        if (line->quantity > 0)
            len += snprintf(buf + len, size - len, "%-20s %3d x     %10s\n", cut->name,
                            line->quantity, money);
        else
            len += snprintf(buf + len, size - len, "%-20s %6.3f kg %10s\n", cut->name,
                            line->net_g / 1000.0, money);
    }
    struct order_totals totals = order_totals(order);
    if (totals.discount != 0 && len < (int)size) {
        format_pence(-totals.discount, money, sizeof money);
        len += snprintf(buf + len, size - len, "%-30s %10s\n", "Trade discount", money);
    }
    if (len < (int)size) {
        format_pence(totals.total, money, sizeof money);
        len += snprintf(buf + len, size - len, "%-30s %10s\n", "Total", money);
    }
    return len;
}
