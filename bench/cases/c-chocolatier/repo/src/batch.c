#include "batch.h"

#include <math.h>

double scale_factor(int from_pieces, int to_pieces) {
    if (from_pieces <= 0) return 0.0;
    return (double)to_pieces / (double)from_pieces;
}

void scale_recipe(const recipe *r, int pieces, recipe *out) {
    double f = scale_factor(r->pieces, pieces);
    out->name = r->name;
    out->pieces = pieces;
    out->count = r->count;
    for (int i = 0; i < r->count; i++) {
        out->items[i].name = r->items[i].name;
        out->items[i].grams = round(r->items[i].grams * f);
    }
}

double recipe_grams(const recipe *r) {
    double total = 0.0;
    for (int i = 0; i < r->count; i++) total += r->items[i].grams;
    return total;
}

double piece_grams(const recipe *r) {
    if (r->pieces <= 0) return 0.0;
    return recipe_grams(r) / r->pieces;
}
