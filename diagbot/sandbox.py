"""The selftest's sandbox: a tiny JavaScript project with a division bug and the log of its red test run.

Every byte is fixed, so the selftest's numbers (calls, chars fed back) are the same on every machine.
"""

from __future__ import annotations

from pathlib import Path

# assembled at run time so this source file itself never looks like a leaked credential
PLANTED_TOKEN = "ghp_" + "S4ndb0xT0k3n" * 3
PLANTED_LOG_PASSWORD = "hunter2-" + "s4ndb0x"

CALC_JS = """\
// A small calculator: the test suite expects divide() to refuse a zero divisor.
function add(a, b) {
  return a + b;
}

function divide(a, b) {
  return a / b;
}

module.exports = { add, divide };
"""

CALC_TEST_JS = """\
const { add, divide } = require('../src/calc');

describe('calc', () => {
  test('adds', () => {
    expect(add(2, 3)).toBe(5);
  });

  test('refuses to divide by zero', () => {
    expect(() => divide(1, 0)).toThrow('division by zero');
  });
});
"""

FAILURE_LOG = """\
> sandbox@1.0.0 test
> jest

fetching https://ci:{password}@registry.example.invalid/ for the cache
FAIL test/calc.test.js
  calc
    \u2713 adds (2 ms)
    \u2715 refuses to divide by zero (3 ms)

  \u25cf calc \u203a refuses to divide by zero

    expect(received).toThrow(expected)

    Expected substring: "division by zero"

    Received function did not throw

       7 |
       8 |   test('refuses to divide by zero', () => {
    >  9 |     expect(() => divide(1, 0)).toThrow('division by zero');
         |                                ^
      10 |   });
      11 | });

      at Object.toThrow (test/calc.test.js:9:32)

Test Suites: 1 failed, 1 total
Tests:       1 failed, 1 passed, 2 total
npm ERR! Test failed.  See above for more details.
"""


def sandbox_files() -> dict[str, str]:
    """The sandbox repository: relative path -> content."""
    big = "".join(f"{n:04d} " + "lorem ipsum dolor sit amet " * 3 + "\n" for n in range(1, 401))
    return {
        "package.json": '{\n  "name": "sandbox",\n  "version": "1.0.0",\n  "scripts": {"test": "jest"}\n}\n',
        "src/calc.js": CALC_JS,
        "test/calc.test.js": CALC_TEST_JS,
        "config/deploy.env": f"REGION=eu-west-1\nGITHUB_TOKEN={PLANTED_TOKEN}\n",
        "docs/notes.txt": big,
    }


def write_sandbox(root: Path) -> Path:
    """Write the sandbox under `root` and return the path of its failure log (kept outside the repository)."""
    repo = root / "repo"
    for rel, text in sandbox_files().items():
        path = repo / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    log = root / "failure.log"
    log.write_text(FAILURE_LOG.replace("{password}", PLANTED_LOG_PASSWORD), encoding="utf-8")
    return log
