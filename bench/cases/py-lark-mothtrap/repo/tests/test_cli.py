import io
import tempfile
import unittest
from contextlib import redirect_stderr
from pathlib import Path

from mothtrap.cli import main

from .helpers import SAMPLE


class CliTest(unittest.TestCase):
    def test_report(self):
        out = io.StringIO()
        self.assertEqual(main([str(SAMPLE)], out), 0)
        lines = out.getvalue().splitlines()
        self.assertEqual(lines[0], "4 nights, 7 species, 43 moths")
        self.assertIn("2026-06-20 meadow actinic min 14C, calm, cloud 8/8, score 8", lines)

    def test_csv(self):
        out = io.StringIO()
        self.assertEqual(main([str(SAMPLE), "--csv"], out), 0)
        lines = out.getvalue().splitlines()
        self.assertEqual(len(lines), 13)
        self.assertTrue(lines[-1].startswith("20/06/2026,SU 4790 2811,"))

    def test_bad_log(self):
        with tempfile.TemporaryDirectory() as tmp:
            log = Path(tmp, "bad.log")
            log.write_text("night 2026-07-01 site=wood\n", encoding="utf-8")
            err = io.StringIO()
            with redirect_stderr(err):
                self.assertEqual(main([str(log)], io.StringIO()), 1)
        self.assertIn("line 1: missing", err.getvalue())


if __name__ == "__main__":
    unittest.main()
