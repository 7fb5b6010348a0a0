#include "harness.h"
#include "morse.h"

int main(void)
{
    char out[128];

    EXPECT_EQ_STR(morse_code_of('a'), ".-");
    EXPECT_TRUE(morse_code_of('#') == NULL);

    EXPECT_EQ_LONG(morse_encode("SOS", out, sizeof out), MORSE_OK);
    EXPECT_EQ_STR(out, "... --- ...");
    EXPECT_EQ_LONG(morse_encode("  cq  de g4abc ", out, sizeof out), MORSE_OK);
    EXPECT_EQ_STR(out, "-.-. --.- / -.. . / --. ....- .- -... -.-.");
    EXPECT_EQ_LONG(morse_encode("73!", out, sizeof out), MORSE_BAD_CHAR);
    EXPECT_EQ_LONG(morse_encode("PARIS", out, 8), MORSE_TOO_LONG);

    EXPECT_EQ_LONG(morse_decode("... --- ...", out, sizeof out), MORSE_OK);
    EXPECT_EQ_STR(out, "SOS");
    EXPECT_EQ_LONG(morse_decode("-- --- .-. ... . / -.-. --- -.. .", out, sizeof out), MORSE_OK);
    EXPECT_EQ_STR(out, "MORSE CODE");
    EXPECT_EQ_LONG(morse_decode("...---...", out, sizeof out), MORSE_BAD_CODE);

    EXPECT_EQ_LONG(morse_units("... --- ..."), 27);
    EXPECT_EQ_LONG(morse_units(".--. .- .-. .. ..."), 43);
    EXPECT_EQ_LONG(morse_units("... / ..."), 17);
    EXPECT_EQ_LONG(morse_duration_ms(".--. .- .-. .. ...", 12), 4300);
    EXPECT_EQ_LONG(morse_duration_ms("...", 0), -1);

    DONE("test_morse");
}
