#include "morse.h"

#include <ctype.h>
#include <string.h>

#include "strutil.h"

#define MESSAGE_MAX 256

static const struct {
    char c;
    const char *code;
} TABLE[] = {
    {'A', ".-"},    {'B', "-..."},  {'C', "-.-."},  {'D', "-.."},   {'E', "."},     {'F', "..-."},
    {'G', "--."},   {'H', "...."},  {'I', ".."},    {'J', ".---"},  {'K', "-.-"},   {'L', ".-.."},
    {'M', "--"},    {'N', "-."},    {'O', "---"},   {'P', ".--."},  {'Q', "--.-"},  {'R', ".-."},
    {'S', "..."},   {'T', "-"},     {'U', "..-"},   {'V', "...-"},  {'W', ".--"},   {'X', "-..-"},
    {'Y', "-.--"},  {'Z', "--.."},  {'0', "-----"}, {'1', ".----"}, {'2', "..---"}, {'3', "...--"},
    {'4', "....-"}, {'5', "....."}, {'6', "-...."}, {'7', "--..."}, {'8', "---.."}, {'9', "----."},
    {'.', ".-.-.-"}, {',', "--..--"}, {'?', "..--.."}, {'/', "-..-."}, {'=', "-...-"},
};

const char *morse_code_of(char c)
{
    char up = (char)toupper((unsigned char)c);
    for (size_t i = 0; i < sizeof TABLE / sizeof TABLE[0]; i++) {
        if (TABLE[i].c == up) {
            return TABLE[i].code;
        }
    }
    return NULL;
}

static char letter_of(const char *code, size_t len)
{
    for (size_t i = 0; i < sizeof TABLE / sizeof TABLE[0]; i++) {
        if (strlen(TABLE[i].code) == len && strncmp(TABLE[i].code, code, len) == 0) {
            return TABLE[i].c;
        }
    }
    return '\0';
}

int morse_encode(const char *text, char *out, size_t cap)
{
    char clean[MESSAGE_MAX];
    if (su_copy(clean, sizeof clean, text) >= sizeof clean) {
        return MORSE_TOO_LONG;
    }
    su_squeeze(clean, sizeof clean, text);
    if (cap > 0) {
        out[0] = '\0';
    }
    size_t need = 0;
    for (const char *p = clean; *p; p++) {
        if (*p == ' ') {
            need = su_append(out, cap, " /");
            continue;
        }
        const char *code = morse_code_of(*p);
        if (code == NULL) {
            return MORSE_BAD_CHAR;
        }
        if (p != clean) {
            su_append(out, cap, " ");
        }
        need = su_append(out, cap, code);
    }
    return need >= cap ? MORSE_TOO_LONG : MORSE_OK;
}

int morse_decode(const char *code, char *out, size_t cap)
{
    size_t n = 0;
    const char *p = code;
    while (*p) {
        while (*p == ' ') {
            p++;
        }
        if (*p == '\0') {
            break;
        }
        char c;
        if (*p == '/') {
            c = ' ';
            p++;
        } else {
            size_t len = strspn(p, ".-");
            if (len == 0) {
                return MORSE_BAD_CODE;
            }
            c = letter_of(p, len);
            if (c == '\0') {
                return MORSE_BAD_CODE;
            }
            p += len;
        }
        if (n + 1 >= cap) {
            return MORSE_TOO_LONG;
        }
        out[n++] = c;
    }
    if (cap > 0) {
        out[n] = '\0';
    }
    return MORSE_OK;
}

long morse_units(const char *code)
{
    long units = 0;
    int in_letter = 0;
    for (const char *p = code; *p; p++) {
        switch (*p) {
        case '.':
        case '-':
            units += (in_letter ? 1 : 0) + (*p == '.' ? 1 : 3);
            in_letter = 1;
            break;
        case ' ':
            if (in_letter) {
                units += 3;
            }
            in_letter = 0;
            break;
        case '/':
            units += 4; /* the 3 of the letter gap before it, plus 4, make a word gap of 7 */
            while (p[1] == ' ') {
                p++;
            }
            break;
        }
    }
    return units;
}

long morse_duration_ms(const char *code, int wpm)
{
    if (wpm <= 0) {
        return -1;
    }
    return morse_units(code) * 1200L / wpm;
}
