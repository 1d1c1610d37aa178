"""Parity across languages and figures typed by hand."""
import pytest

from engine import number_spellings
from macros.checks import figure_spellings, parity_failures, typed_figures

SPELLINGS = figure_spellings({"t.voicings": 15360, "t.total": 210, "t.share": 0.06, "t.small": 5, "t.hints": 23},
                             number_spellings)


@pytest.mark.parametrize("prose, found", [
    ("The index holds 15,360 voicings.", [(1, "15,360", "t.voicings")]),
    ("El índice tiene 15.360 voicings y 210 candidatos.", [(1, "15.360", "t.voicings"), (1, "210", "t.total")]),
    ("L'index contient 15\u202f360 voicings, à 0,06 près.", [(1, "15\u202f360", "t.voicings"), (1, "0,06", "t.share")]),
    ("Lessons 23 and 24 ask it; see lesson 23, lección 23 y 24, leçons 23 et 210.", []),
    ('GA says "Found 210 voicings", “210”, « 0,06 ».', []),
    ("SKILL.md line 23, lines 23-210, líneas 23 y 24, lignes 210 à 23, bit 23, bits 23 and 210.", []),
    ("The journal lists it as difference 210; diferencia 23, différence 210.", []),
    ("Rows 9 to 23 and row 210; filas 23 y 210, las filas 5, 23 y 210.", []),
    ("HTTP 210 to all of them; HTTP 210 y 23, HTTP 23 ou 210.", []),
    ("Typed as 15360, as 15 360, or weighs 0.060.", [(1, "15360", "t.voicings"), (1, "15 360", "t.voicings"),
                                                     (1, "0.060", "t.share")]),
    ("Five of them: 5 hints, in [the file](https://x/y#L210), issue #210, 2026-10-23.", []),
    ("Degrees, not figures: C7♯23, D7♭210, E7#23; la novena ♭23, la onzième ♯210.", []),
    ("A code span `210` and {{ value('t.total') }} stay out.", []),
    ("A 210-value vector, the 23-bar blues; a range 210-215, a diagram x-23-0.", [(1, "210", "t.total"), (1, "23", "t.hints")]),
])
def test_typed_figures(prose, found):
    "Assert a number in prose that spells a figure is found, and lesson numbers, links, code and small counts are not."
    assert typed_figures(prose, SPELLINGS) == found


def test_another_lessons_figures_count_from_a_hundred():
    "Assert another lesson's whole numbers under 100 and its fractions are not its figures where typed: a date's day is not lesson 11's 28."
    other = figure_spellings({"t.voicings": 15360, "t.keys": 28, "t.share": 0.06}, number_spellings, own=False)
    assert typed_figures("On 28 September, 0.06 of 15,360.", other) == [(1, "15,360", "t.voicings")]


def test_parity_names_both_files_and_the_first_difference():
    "Assert a translation that reorders what it asks for is reported at its line, naming the English page."
    asked = {"a.md": ("en", [("table x at pin", 3), ("value x.n at pin", 5)]),
             "a.fr.md": ("fr", [("value x.n at pin", 4), ("table x at pin", 6)])}
    [failure] = parity_failures(asked)
    assert str(failure) == ("docs/a.fr.md:4 [fr] differs from docs/a.md: it asks for 'value x.n at pin' where "
                            "line 3 of the English page asks for 'table x at pin'")


def test_parity_sees_a_claim_weakened_in_translation():
    "Assert a translated claim whose condition differs from the English one is reported, its wording aside."
    from macros.pages import claim_condition
    english = claim_condition('claim(value("x.n") == 0, "none left")')
    french = claim_condition('claim(value("x.n") > 0, "il en reste")')
    same = claim_condition('claim(value("x.n") == 0, "il n\'en reste aucun")')
    asked = {"a.md": ("en", [(f"claim {english}", 3)]), "a.fr.md": ("fr", [(f"claim {french}", 3)]),
             "a.es.md": ("es", [(f"claim {same}", 3)])}
    assert [f.path for f in parity_failures(asked)] == ["docs/a.fr.md"]
