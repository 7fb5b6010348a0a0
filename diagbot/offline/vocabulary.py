"""What is never the code under test on a test's line: keywords, assertions and the test runner's words, builtins,
standard types' constructors and methods, and standard libraries' functions."""

from __future__ import annotations

import re

KEYWORDS = frozenset(
    "if for while switch return it describe def function func fn new print println len str int float bool list "
    "dict set tuple range isinstance eq ok equal raises Equal NoError Errorf Fatalf Error Fatal Sprintf Printf "
    "console log format not and or in is await async lambda catch try with let var const typeof sizeof elif else "
    "yield throw raise unless until do super loop foreach elseif synchronized".split()
)
# a line making a test's check (`assert_eq!(`, `EXPECT_EQ(`, `expect(`), in a test or in Rust's `mod tests`
EXPECTATION = re.compile(r"\b(?:assert|expect|EXPECT|ASSERT)\w*!?\s*\(")
# assertion and test-runner vocabulary: the check, never the code checked
ASSERTION = re.compile(r"(?i:test|assert|expect|should|refute|must_)|to[A-Z]|[A-Z][A-Z0-9_]+$")
ASSERTION_NAMES = frozenset(
    "deepEqual deepStrictEqual notDeepEqual notDeepStrictEqual strictEqual notStrictEqual equal equals notEqual "
    "eql same notSame truthy falsy throws doesNotThrow rejects doesNotReject match notMatch like unlike pass fail "
    "plan end is not ok True False Nil NotNil Empty NotEmpty Contains NotContains Len Equalf EqualValues Same "
    "ElementsMatch ErrorIs ErrorContains Greater Less Errorf Fatalf Fatal Error Log Logf Run Helper Skip Cleanup "
    "verify it describe context specify test before beforeEach after afterEach spyOn fn mock to be have Equal NoError "
    "Sprintf Printf".split()
)
ASSERTION_RECEIVERS = frozenset(  # `assert.equal(`, `t.is(`, `expect(x).to.equal(`, `should.be.eql(`
    "assert require Assert Assertions t tb st tt tap chai suite to be deep not and have that is should must".split()
)
# builtins and constructors of standard types, called bare: what a test wraps a result in
BUILTINS = frozenset(
    "len str repr int float bool list dict set frozenset tuple bytes range sorted reversed enumerate zip map filter "
    "sum min max abs round type isinstance hasattr getattr iter next any all print open vars id hash format "
    "Decimal Fraction datetime date timedelta Path OrderedDict defaultdict Counter deque namedtuple "
    "String Number Boolean BigInt Symbol Array Object Date Map Set WeakMap RegExp Error Promise Buffer URL "
    "parseInt parseFloat isNaN structuredClone setTimeout require "
    "make append cap panic string int64 int32 uint float64 float32 byte rune vec Some Ok Err Box "
    "strcmp strncmp strlen memcmp memcpy memset malloc calloc free printf fprintf snprintf "
    "array_map array_filter array_keys array_values count isset".split()
)
# methods of standard values (conversions, collections): `expected.to_string()`, `items.map(...)`
METHODS = frozenset(
    "toString toFixed valueOf toJSON to_string to_owned to_vec as_str as_ref into unwrap unwrap_or expect clone "
    "iter collect trim round abs map filter join split slice keys values items entries sort reverse includes "
    "indexOf push length size len replace some every forEach reduce toLowerCase toUpperCase startsWith endsWith "
    "lower upper strip lstrip rstrip startswith endswith group groups groupdict isoformat strftime as_slice as_bytes "
    "is_empty hasOwnProperty substring substr charAt charCodeAt call apply bind chars bytes is_ascii_digit "
    "is_alphabetic is_numeric is_whitespace clear push_str ok padStart padEnd to_s to_i to_f to_a to_h to_sym "
    "inspect stream parallelStream boxed mapToInt mapToLong mapToDouble mapToObj flatMap findFirst findAny orElse "
    "orElseGet orElseThrow isPresent ifPresent getClass hashCode containsKey getOrDefault concat flat".split()
)
STD_RECEIVERS = frozenset(
    "JSON Math Object Array String Number Promise Reflect Date console process Buffer Symbol "
    "fmt strings strconv errors os bytes sort reflect math time json re sys itertools functools collections "
    "Arrays Collections List Map Set Optional BigDecimal BigInteger Integer Double Long "
    "Duration Instant LocalDate LocalDateTime LocalTime ZonedDateTime ChronoUnit TimeUnit Stream IntStream Collectors "
    "Objects UUID Pattern Paths Files Executors CompletableFuture System time path filepath "
    "Vec HashMap HashSet BTreeMap std".split()
)
_JS_STD = frozenset("console process".split())  # JavaScript's lower-case globals


RETURNED = "()"  # the receiver of a method asked of what a project's own call returned (`ale().Run(`): no assertion


def is_helper(name: str, receiver: str | None = None, *, member: bool = False, js: bool = False) -> bool:
    """An assertion, a builtin, a keyword, a standard value's method or a standard library's function: never the
    code under test. `member`: called on something (`x.name(`), where a common word may be the project's method; on
    no named receiver (None) an assertion's word is the assertion's (`expect(x).equal(`), on RETURNED it is not.
    `js`: in JavaScript or TypeScript, where a lower-case receiver (`bytes.format(`) is a module the test required,
    not Go's or Python's standard package of that name."""
    std = receiver in STD_RECEIVERS and not (js and receiver and receiver[0].islower() and receiver not in _JS_STD)
    if receiver in ASSERTION_RECEIVERS or std or ASSERTION.match(name):
        return True
    if not member:
        return name in ASSERTION_NAMES or name in KEYWORDS or name in BUILTINS
    return name in METHODS or (name in ASSERTION_NAMES and receiver is None)  # `expect(x).equal(`
