"""Lesson 24: the course's output byte for byte at both revisions, the figures the page cites, the pictures."""
import pytest

from engine import draw_picture, render_report, run_lesson, table_names
from engine.report.voice import PROGRAM
from engine.table import shows_same


@pytest.fixture(scope="module")
def reports():
    return {at: run_lesson("l24", at) for at in ("pin", "main")}


@pytest.mark.parametrize("at, name", [("pin", "l24"), ("main", "l24-main")])
def test_golden(reports, expected, at, name):
    "Assert the report prints exactly what the course's program printed."
    assert render_report(reports[at]) == expected(name)


def test_questions_in_the_lesson_order():
    "Assert the tables in the program's order, the parser's chords and the skill's questions apart."
    assert table_names("l24") == ["phrasings", "relations", "all_pairs", "notations", "prime_forms", "forms",
                                  "parser_chords", "questions"]


def test_main_shows_the_same_tables(reports):
    "Assert main's tables show what the pin's show, their titles aside: main is a revision of the same model."
    assert all(shows_same(a, b) for a, b in zip(reports["pin"].tables, reports["main"].tables))


FIGURES = [  # table, figure -> at the pin (main: the same)
    ("phrasings", "sets.anchors", 5), ("phrasings", "sets.answered", 4), ("phrasings", "sets.can_handle", 4),
    ("phrasings", "sets.hinted", 0), ("phrasings", "sets.hinted_to_transpose", 2), ("phrasings", "parse.answered", 5),
    ("phrasings", "parse.hinted", 6), ("phrasings", "parse.can_handle", 0), ("phrasings", "suggested", "parse Transpose(Cmaj7)"),
    ("phrasings", "sets.verdicts", "no TI / yes TI / yes TI / no TI / declined"),
    ("phrasings", "sets.declined_prompts", "Are pitch classes 0,2,4 and 1,3,5 transpositionally equivalent"),
    ("phrasings", "parse.unparsed_prompts", "what does Transpose(C ⊗ G) mean / parse equalizer Transpose Invert"),
    ("phrasings", "parse.declined_prompts", "parse Cmaj7 + Gmaj7 + Fmaj7 / what is Hom(Cmaj7, Gmaj7) / explain power(Cmaj7)"),
    ("relations", "equivalent_under_transposition.inversion_only.says", "TI"),
    ("relations", "equivalent_under_transposition.inversion_only.wrong", True),
    ("relations", "the_same_set_class_under_transposition.inversion_only.says", "T"),
    ("relations", "related_by_inversion.transposition.says", "TI"), ("relations", "wrong", 1),
    ("relations", "declined_wordings", 2), ("relations", "read_as_named", 5),
    ("all_pairs", "s3_equivalent_under_transposition.wrong", 2016), ("all_pairs", "s4_equivalent_under_transposition.wrong", 4032), ("all_pairs", "s3_equivalent_under_transposition.wrong_kinds", "yes for an inversion only 2016"),
    ("all_pairs", "s3_the_same_set_class.wrong_kinds", ""),
    ("all_pairs", "s4_equivalent_under_transposition.pairs", 245025), ("all_pairs", "s4_the_same_set_class.z_said", 1152),
    ("all_pairs", "s3_the_same_set_class.z_true", 0), ("all_pairs", "s3_the_same_set_class_under_inversion.either_said", 2608),
    ("all_pairs", "s4_the_same_set_class_under_inversion.either_no_inversion", 4032),
    ("notations", "dashes.read_as", "4"), ("notations", "forte_name.read_as", "3"), ("notations", "digits.prime", "{0,1,4}"),
    ("notations", "t.kind", "declined"), ("notations", "twelve.kind", "can't parse"), ("notations", "answered", 11),
    ("notations", "answered_as_asked", 6),
    ("prime_forms", "primes", 224), ("prime_forms", "stable", 4096), ("prime_forms", "labels", 224),
    ("prime_forms", "differ", 0), ("prime_forms", "missing", 0), ("prime_forms", "z_pairs", 23),
    ("prime_forms", "z_pairs_of_four", 1), ("prime_forms", "z_pair.second", "4-Z29"), ("prime_forms", "z_pair.holds", True),
    ("prime_forms", "complement.second", "8-Z15"), ("prime_forms", "complement.holds", True),
    ("prime_forms", "inclusion.first", "3-3"), ("prime_forms", "inclusion.holds", True),
    ("forms", "cases", 22), ("forms", "parsed", 25), ("forms", "as_promised", 21), ("forms", "answered", 12),
    ("forms", "unreached_by_parser_count", 9), ("forms", "respaced_parsed", 4), ("forms", "chained_parsed", 0),
    ("forms", "spaced", 13), ("forms", "spaced_parsed", 0), ("forms", "name_first", 7), ("forms", "name_first_parsed", 0),
    ("forms", "applied_instead", "eta(C) / Ω(C) / P(C) / power(C)"),
    ("parser_chords", "failing", 9), ("parser_chords", "failing_tokens", "Am, Cm, G7, C7, Dm7, CM7, C°, C+, Cm7b5"),
    ("parser_chords", "same_answer", True), ("parser_chords", "letters", 3), ("parser_chords", "letters_major", 3),
    ("questions", "questions", 19), ("questions", "parsed", 6), ("questions", "declined", 5),
    ("questions", "declined_questions", "parse C + G / parse C ^ G / parse Ω / what is a pullback / what is the tensor product of C and G"),
]


@pytest.mark.parametrize("table, figure, value", FIGURES)
def test_figures(reports, table, figure, value):
    "Assert a figure the page cites, the same at the pin and on main."
    assert reports["pin"].table(table).figures[figure] == reports["main"].table(table).figures[figure] == value


def test_every_pair_is_right_or_wrong(reports):
    "Assert each wording's right and wrong verdicts add up to its pairs, 220² and 495²."
    f = reports["pin"].table("all_pairs").figures
    pairs = {k.rpartition(".")[0] for k in f}
    assert all(f[f"{p}.right"] + f[f"{p}.wrong"] == f[f"{p}.pairs"] == (220 if p.startswith("s3") else 495) ** 2
               for p in pairs)


def test_pictures(reports):
    "Assert the set classes on their clocks (Z pair, complement, inclusion) and the parsed expression's tree."
    relations = reports["pin"].table("prime_forms").pictures
    assert set(relations) == {"z_pair", "complement", "inclusion"}
    assert 'aria-label="4-Z15 {0,1,4,6} &lt;1 1 1 1 1 1&gt; Z 4-Z29 {0,1,3,7} &lt;1 1 1 1 1 1&gt;"' in relations["z_pair"]
    tree = draw_picture(reports["pin"].table("forms").pictures["pullback"], PROGRAM)
    assert "Pullback(ChordObject(C Major), InvertExpr, ChordObject(G Major))" in tree
