#ifndef CIPHERS_H
#define CIPHERS_H

#include <stddef.h>

/* Classical pencil-and-paper ciphers over the 26-letter Latin alphabet. Every function that writes text
 * takes the output buffer and its size, writes a NUL-terminated string and returns its length, or -1 when
 * the buffer is too small or an argument is invalid. Letters keep their case; anything that is not a letter
 * passes through unchanged unless a function says otherwise. */

#define ALPHA_LEN 26

/* alpha.c: letters as numbers 0..25 */
int alpha_index(int c);                 /* 'a'/'A' -> 0 ... 'z'/'Z' -> 25, anything else -> -1 */
int alpha_mod(int value, int modulus);  /* value mod modulus in 0..modulus-1, also for negative values */
int alpha_shift(int c, int by);         /* a letter moved `by` places round the alphabet, case kept */
int alpha_letters(const char *in, char *out, size_t size); /* letters only, upper case */

/* caesar.c */
int caesar(const char *in, int shift, char *out, size_t size);
int rot13(const char *in, char *out, size_t size);

/* vigenere.c: the key must hold at least one letter; its non-letters are ignored. The key moves on one
 * letter for each letter of the text, not for spaces or punctuation. */
int vigenere_encrypt(const char *in, const char *key, char *out, size_t size);
int vigenere_decrypt(const char *in, const char *key, char *out, size_t size);

/* railfence.c: the whole text, spaces included, written in a zigzag over `rails` rails (2 or more) */
int railfence_encrypt(const char *in, int rails, char *out, size_t size);
int railfence_decrypt(const char *in, int rails, char *out, size_t size);

/* affine.c: E(x) = (a*x + b) mod 26, a coprime with 26 */
int affine_inverse(int a);              /* a's inverse mod 26, or -1 when there is none */
int affine_encrypt(const char *in, int a, int b, char *out, size_t size);
int affine_decrypt(const char *in, int a, int b, char *out, size_t size);

/* freq.c: frequency analysis */
int freq_count(const char *text, int counts[ALPHA_LEN]); /* letter counts; returns the number of letters */
double freq_index_of_coincidence(const char *text);
long freq_english_score(const char *text);                /* higher for text that looks more like English */
int caesar_crack(const char *cipher);                     /* the shift that most likely enciphered it */
int vigenere_crack(const char *cipher, int key_len, char *key, size_t size);

#endif
