import unittest

from volleyball.stats import PlayerLine, season_totals, top_scorers


class PlayerLineTest(unittest.TestCase):
    def test_attack_efficiency(self):
        line = PlayerLine("Okoro", attack_kills=14, attack_errors=3, attack_blocked=2, attack_attempts=36)
        self.assertAlmostEqual(line.attack_efficiency, 9 / 36)
        self.assertEqual(PlayerLine("Bench").attack_efficiency, 0.0)

    def test_reception(self):
        line = PlayerLine("Lind", receptions_perfect=8, receptions_good=6, receptions_poor=4, reception_errors=2)
        self.assertEqual(line.receptions, 20)
        self.assertAlmostEqual(line.reception_efficiency, 0.6)

    def test_points_and_aces(self):
        line = PlayerLine("Price", attack_kills=10, aces=3, blocks=4, serves=15)
        self.assertEqual(line.points, 17)
        self.assertAlmostEqual(line.ace_rate, 0.2)

    def test_adding_lines(self):
        a = PlayerLine("Okoro", attack_kills=5, attack_attempts=12, aces=1)
        b = PlayerLine("Okoro", attack_kills=7, attack_attempts=20, blocks=2)
        total = a + b
        self.assertEqual((total.attack_kills, total.attack_attempts, total.aces, total.blocks), (12, 32, 1, 2))
        with self.assertRaises(ValueError):
            a + PlayerLine("Lind")


class SeasonTest(unittest.TestCase):
    def setUp(self):
        self.lines = [
            PlayerLine("Okoro", attack_kills=14, attack_errors=3, attack_attempts=36, blocks=2),
            PlayerLine("Price", attack_kills=11, attack_attempts=25, aces=4),
            PlayerLine("Lind", attack_kills=3, attack_attempts=8),
            PlayerLine("Okoro", attack_kills=9, attack_errors=5, attack_attempts=30, aces=1),
            PlayerLine("Price", attack_kills=6, attack_attempts=20, blocks=2),
        ]

    def test_totals_keep_first_seen_order(self):
        totals = season_totals(self.lines)
        self.assertEqual([t.player for t in totals], ["Okoro", "Price", "Lind"])
        self.assertEqual(totals[0].attack_kills, 23)

    def test_top_scorers(self):
        top = top_scorers(self.lines, n=2)
        # Okoro 26 points, Price 23
        self.assertEqual([(t.player, t.points) for t in top], [("Okoro", 26), ("Price", 23)])

    def test_ties_go_to_efficiency(self):
        lines = [
            PlayerLine("Abbot", attack_kills=10, attack_errors=4, attack_attempts=30),
            PlayerLine("Baird", attack_kills=10, attack_errors=1, attack_attempts=30),
        ]
        self.assertEqual([t.player for t in top_scorers(lines)], ["Baird", "Abbot"])


if __name__ == "__main__":
    unittest.main()
