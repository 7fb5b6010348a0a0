from olivemill.ticket import ticket


def test_ticket(growers):
    assert ticket("Ferreira", growers["Ferreira"]) == "\n".join(
        [
            "Lagar do Vale: Ferreira",
            "  Picual             180 kg    37.8 l",
            "  Koroneiki           60 kg    12.0 l",
            "  Total              240 kg    49.8 l",
            "  Fee €28.80",
        ]
    )


def test_member_ticket(growers):
    text = ticket("Almeida", growers["Almeida"], member=True)
    assert text.splitlines()[0] == "Lagar do Vale: Almeida (member)"
    assert text.splitlines()[-2:] == ["  Total             1000 kg   191.6 l", "  Fee €108.00"]
