#include <stdlib.h>
#include <string.h>

#include "ciphers.h"

#define CRACK_MAX 4096

int freq_count(const char *text, int counts[ALPHA_LEN])
{
    int total = 0;
    memset(counts, 0, sizeof(int) * ALPHA_LEN);
    for (; *text; text++) {
        int i = alpha_index((unsigned char)*text);
        if (i >= 0) {
            counts[i]++;
            total++;
        }
    }
    return total;
}

double freq_index_of_coincidence(const char *text)
{
    int counts[ALPHA_LEN];
    int total = freq_count(text, counts);
    if (total < 2)
        return 0.0;
    long pairs = 0;
    for (int i = 0; i < ALPHA_LEN; i++)
        pairs += (long)counts[i] * (counts[i] - 1);
    return (double)pairs / ((double)total * (total - 1));
}

/* Points for the twelve most common letters of English, most common first: E T A O I N S H R D L U. */
static const char COMMON[] = "ETAOINSHRDLU";

long freq_english_score(const char *text)
{
    int counts[ALPHA_LEN];
    freq_count(text, counts);
    long score = 0;
    int weight = (int)strlen(COMMON);
    for (const char *c = COMMON; *c; c++, weight--)
        score += (long)weight * counts[alpha_index(*c)];
    return score;
}

int caesar_crack(const char *cipher)
{
    char buf[CRACK_MAX];
    if (strlen(cipher) >= sizeof buf)
        return -1;

    int best_shift = 0;
    long best_score = -1;
    for (int shift = 0; shift < ALPHA_LEN; shift++) {
        caesar(cipher, -shift, buf, sizeof buf);
        long score = freq_english_score(buf);
        if (score > best_score) {
            best_score = score;
            best_shift = shift;
        }
    }
    return best_shift;
}

/* Split the letters into key_len columns (every key_len-th letter), crack each column as a Caesar shift,
 * and spell the shifts as the key. */
int vigenere_crack(const char *cipher, int key_len, char *key, size_t size)
{
    char letters[CRACK_MAX];
    char column[CRACK_MAX];
    if (key_len < 1 || (size_t)key_len + 1 > size)
        return -1;
    int n = alpha_letters(cipher, letters, sizeof letters);
    if (n < 0)
        return -1;

    for (int k = 0; k < key_len; k++) {
        int m = 0;
        for (int i = k; i < n; i += key_len)
            column[m++] = letters[i];
        column[m] = '\0';
        key[k] = (char)('A' + caesar_crack(column));
    }
    key[key_len] = '\0';
    return key_len;
}
