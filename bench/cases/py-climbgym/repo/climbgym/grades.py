"""Climbing grade scales and the conversions the front desk and setters use.

Boulder problems are graded on the V scale (the gym's own labels) and shown
with the Fontainebleau equivalent. Roped routes are graded French sport and
shown with the YDS equivalent for visitors from North America.
"""

from dataclasses import dataclass

V_SCALE = ["VB", "V0", "V1", "V2", "V3", "V4", "V5", "V6", "V7", "V8", "V9", "V10", "V11", "V12"]

V_TO_FONT = {
    "VB": "3",
    "V0": "4",
    "V1": "5",
    "V2": "5+",
    "V3": "6A",
    "V4": "6B",
    "V5": "6C",
    "V6": "7A",
    "V7": "7A+",
    "V8": "7B",
    "V9": "7C",
    "V10": "7C+",
    "V11": "8A",
    "V12": "8A+",
}

FRENCH = [
    "4a", "4b", "4c", "5a", "5b", "5c", "6a", "6a+", "6b", "6b+",
    "6c", "6c+", "7a", "7a+", "7b", "7b+", "7c", "7c+", "8a",
]

FRENCH_TO_YDS = {
    "4a": "5.5",
    "4b": "5.6",
    "4c": "5.7",
    "5a": "5.8",
    "5b": "5.9",
    "5c": "5.10a",
    "6a": "5.10b",
    "6a+": "5.10c",
    "6b": "5.10d",
    "6b+": "5.11a",
    "6c": "5.11b",
    "6c+": "5.11c",
    "7a": "5.11d",
    "7a+": "5.12a",
    "7b": "5.12b",
    "7b+": "5.12c",
    "7c": "5.12d",
    "7c+": "5.13a",
    "8a": "5.13b",
}

YDS_TO_FRENCH = {yds: french for french, yds in FRENCH_TO_YDS.items()}
FONT_TO_V = {font: v for v, font in V_TO_FONT.items()}

# Difficulty bands used on the wall tags and in the setting plan. Each band
# starts at the given V grade / French grade (inclusive).
BOULDER_BANDS = [("beginner", "VB"), ("intermediate", "V3"), ("advanced", "V6"), ("elite", "V9")]
ROUTE_BANDS = [("beginner", "4a"), ("intermediate", "6a"), ("advanced", "6c+"), ("elite", "7b+")]


class GradeError(ValueError):
    """A grade that is not on any scale the gym uses."""


@dataclass(frozen=True, order=True)
class Grade:
    """A grade on one scale. Grades on the same scale order by difficulty."""

    scale: str
    rank: int
    label: str

    def __str__(self):
        return self.label


def parse_grade(text):
    """Read a grade as written on a tag: `V4`, `vb`, `6b+`, `5.11a`, `7A+`."""
    raw = text.strip()
    if not raw:
        raise GradeError("empty grade")
    upper = raw.upper()
    if upper in V_SCALE:
        return Grade("v", V_SCALE.index(upper), upper)
    if raw.startswith("5.") and raw.lower() in YDS_TO_FRENCH:
        french = YDS_TO_FRENCH[raw.lower()]
        return Grade("yds", FRENCH.index(french), raw.lower())
    if raw in FRENCH:
        return Grade("french", FRENCH.index(raw), raw)
    if upper in FONT_TO_V:
        return Grade("font", V_SCALE.index(FONT_TO_V[upper]), upper)
    if raw.lower() in FRENCH:
        # Lower-case is the French sport scale; accept a stray capital letter.
        return Grade("french", FRENCH.index(raw.lower()), raw.lower())
    raise GradeError("unknown grade %r" % text)


def is_boulder_grade(grade):
    return grade.scale in ("v", "font")


def to_font(v_grade):
    """The Font grade for a V grade."""
    grade = parse_grade(v_grade)
    if grade.scale != "v":
        raise GradeError("%s is not a V grade" % v_grade)
    return V_TO_FONT[grade.label]


def to_v(font_grade):
    grade = parse_grade(font_grade)
    if grade.scale != "font":
        raise GradeError("%s is not a Font grade" % font_grade)
    return V_SCALE[grade.rank]


def to_yds(french_grade):
    grade = parse_grade(french_grade)
    if grade.scale != "french":
        raise GradeError("%s is not a French grade" % french_grade)
    return FRENCH_TO_YDS[grade.label]


def to_french(yds_grade):
    grade = parse_grade(yds_grade)
    if grade.scale != "yds":
        raise GradeError("%s is not a YDS grade" % yds_grade)
    return FRENCH[grade.rank]


def band(grade_text):
    """The difficulty band (beginner ... elite) a grade belongs to."""
    grade = parse_grade(grade_text)
    if is_boulder_grade(grade):
        bands, scale = BOULDER_BANDS, V_SCALE
    else:
        bands, scale = ROUTE_BANDS, FRENCH
    name = bands[0][0]
    for band_name, start in bands:
        if grade.rank >= scale.index(start):
            name = band_name
    return name


def label_for_tag(grade_text):
    """The text printed on a route tag: the gym's grade and its equivalent."""
    grade = parse_grade(grade_text)
    if grade.scale == "v":
        return "%s (Font %s)" % (grade.label, V_TO_FONT[grade.label])
    if grade.scale == "font":
        return "%s (Font %s)" % (V_SCALE[grade.rank], grade.label)
    french = FRENCH[grade.rank]
    return "%s (YDS %s)" % (french, FRENCH_TO_YDS[french])
