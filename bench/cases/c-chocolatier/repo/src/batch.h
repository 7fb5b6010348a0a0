#ifndef BATCH_H
#define BATCH_H

#define MAX_INGREDIENTS 12

typedef struct {
    const char *name;
    double grams;
} ingredient;

typedef struct {
    const char *name;
    int pieces;  /* the recipe as written makes this many pieces */
    int count;
    ingredient items[MAX_INGREDIENTS];
} recipe;

/* Factor to scale a recipe written for from_pieces to make to_pieces. */
double scale_factor(int from_pieces, int to_pieces);

/* Scale every ingredient of r into out for the given number of pieces, grams rounded to 1 g. */
void scale_recipe(const recipe *r, int pieces, recipe *out);

double recipe_grams(const recipe *r);
double piece_grams(const recipe *r);

#endif
