from diagbot.logs.secrets.pem import redact_key_material, redact_pem

BODY = [
    "MIIEpAIBAAKCAQEAwq83kd9xQ2bR7Nf0sLq9vYtZ1mK4pW8cE3uJ6hGd5aTnB2oX",
    "Ne6aL3Vb7Qw9Rt2Yu8Io4Pa6Sd1Fg5Hj0Kl7Zx3Cv9Bn2Mq8We4Rt6Yu1Io3Pa5S",
    "dqc=",
]
BEGIN, END = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"


def test_whole_block_becomes_one_placeholder_keeping_its_lines() -> None:
    text = "\n".join(["before", BEGIN, *BODY, END, "after"])
    assert redact_pem(text) == "before\n[REDACTED private-key]\n\n\n\n\nafter"


def test_block_without_begin_in_an_escaped_repr() -> None:
    text = "key = '..." + "\\n".join([BODY[1][10:], BODY[2], END]) + "\\n'"
    assert redact_pem(text) == "key = '...[REDACTED private-key]\\n'"


def test_block_without_end_at_the_end_of_a_log() -> None:
    assert redact_pem("\n".join(["loading", BEGIN, *BODY[:2]])) == "loading\n[REDACTED private-key]\n\n"


def test_a_word_after_a_cut_block_stays() -> None:
    assert redact_pem("\n".join([BEGIN, BODY[0], "after"])).endswith("\nafter")


def test_key_lines_without_markers_in_repository_content() -> None:
    text = "\n".join(f"{n}: {line}" for n, line in enumerate(BODY, 7))
    assert redact_key_material(text, code=True) == "\n".join(f"{n}: [REDACTED key-material]" for n in range(7, 10))


def test_a_certificate_or_public_key_is_no_secret() -> None:
    public = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt"
    assert redact_key_material(public, code=True) == public


def test_an_alphabet_written_out_in_order_is_code_not_a_key() -> None:
    alphabet = "    ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890'"
    base36 = "DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/'"
    assert redact_key_material(alphabet, code=True) == alphabet
    assert redact_key_material(base36, code=True) == base36
    random = "    KEY = 'q8Zr2kP0xV7mN4bT1yW9sD3fG6hJ5lC0aE8uI2oR7tY4pQ1wS9zX3cV6bN5mM0kL'"
    assert redact_key_material(random, code=True) == "    KEY = '[REDACTED key-material]'"
