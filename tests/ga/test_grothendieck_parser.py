"""GA's Grothendieck operations parser: its grammar, FParsec's failure semantics, and the F# values it builds."""
import pytest

from engine.ga import fparsec as p
from engine.ga.dsl.grothendieck import OPERATION_CASES, Case, parse

CASES = [  # expression -> the operation's case, or None where GA's parse fails
    ("C ⊗ G", "TensorProduct"), ("tensor(C, G)", "TensorProduct"), ("C tensor G", None),
    ("Cmaj7 ⊕ Gmaj7", "DirectSum"), ("C × G", "Product"), ("product(C, G, F)", "Product"), ("C + G", "Coproduct"),
    ("coproduct(C, G, F)", "Coproduct"), ("C ^ G", "Exponential"), ("exp(C, G)", "Exponential"),
    ("functor Transpose: Chords -> Chords", "DefineFunctor"), ("define functor T { a -> invert }", None),
    ("Invert(C)", "ApplyFunctor"), ("eta(C)", "ApplyFunctor"), ("P(C)", "ApplyFunctor"), ("Ω(C)", "ApplyFunctor"),
    ("apply Invert to C", None), ("Transpose ∘ Invert", "ComposeFunctors"), ("compose(Transpose, Invert)", None),
    ("limit of {C, G}", None), ("lim {C, G}", None), ("pullback(C, invert, G)", "Pullback"),
    ("pullback(C, transpose 7, G)", None), ("C pullback invert", "Pullback"), ("pushout(C, reflect, G)", "Pushout"),
    ("equalizer(invert, reflect)", None), ("equalizer((invert,reflect)", "Equalizer"), ("eq(invert,reflect)", "Equalizer"),
    ("eq(invert, reflect)", None), ("coeq(invert,reflect)", "Coequalizer"), ("Ω", "SubobjectClassifier"),
    ("truth_value of C", None), ("Hom(C, G)", "InternalHom"), ("C => G", "InternalHom"),
    ("sheaf S on fretboard", "DefineSheaf"), ("S|U", "SheafRestriction"), ("S | U", None), ("restrict S to U", None),
    ("glue { C, G }", None), ("C ⊗ G ⊗ F", None), ("  C ⊗ G  ", "TensorProduct"), ("C\u00a0⊗ G", None),
    ("PC{0,4,7} ⊗ PC{0,3,7}", "TensorProduct"), ("PC{0,4,12} ⊗ G", None), ("{1:3, 2:0} ⊗ C", "TensorProduct"),
    ("{C, G} ⊕ {F}", "DirectSum"), ("I-IV-V ⊗ C", "TensorProduct"), ("C major ⊗ A minor", "TensorProduct"),
    ("Forte 3-11⊗ C", "TensorProduct"), ("Forte 3-11 ⊗ C", None),  # pint32 leaves the space before ⊗
    ("𝐀(C)", None), ("Ωmega(C)", "ApplyFunctor"), ("", None),
]


@pytest.mark.parametrize("expression, expected", CASES)
def test_the_case_parsed(expression, expected):
    "Assert the case GA's parser gives an expression, or its failure."
    found = parse(expression)
    assert (found.name if found else None) == expected


LEFT_OPERANDS = [  # what "<written> ⊗ G" holds on the left of ⊗
    ("C", 'ChordObject', "C", None, "Major"), ("Bb", "ChordObject", "B", "Flat", "Major"),
    ("F##", "ChordObject", "F", "DoubleSharp", "Major"), ("Cx", "ChordObject", "C", "DoubleSharp", "Major"),
    ("C♯min7", "ChordObject", "C", "Sharp", "Minor7"), ("C6/9", "ChordObject", "C", None, 'Custom "6/9"'),
    ("Caug7", "ChordObject", "C", None, "Augmented7"), ("C lydian", "ScaleObject", "C", None, "lydian"),
]


@pytest.mark.parametrize("written, kind, letter, accidental, quality", LEFT_OPERANDS)
def test_musical_objects(written, kind, letter, accidental, quality):
    "Assert the chord or scale the parser builds: letter, accidental, quality (as F# prints it) or scale name."
    left = parse(f"{written} ⊗ G").fields[0]
    inner = left.fields[0]
    root = inner.fields[0]
    described = str(inner.fields[1]) if kind == "ChordObject" else inner.fields[2]
    assert (left.name, root.fields[0], root.fields[1].name if root.fields[1] else None, described) == (
        kind, letter, accidental, quality)


def test_set_class_and_progression_values():
    "Assert the pitch classes of PC{...}, and GA's TODOs: Forte numbers and roman numerals give empty values."
    assert parse("PC{0,4,7} ⊗ G").fields[0] == Case("SetClassObject", ((0, 4, 7),))
    assert parse("Forte 3-11⊗ G").fields[0] == Case("SetClassObject", ((),))
    assert parse("I-IV-V ⊗ G").fields[0].fields[0].fields[0] == ()


def test_the_cases_are_grammar_types():
    "Assert GrothendieckOperation's 22 cases, none twice."
    assert len(OPERATION_CASES) == len(set(OPERATION_CASES)) == 22


def test_a_consuming_failure_ends_a_choice():
    "Assert FParsec's rule: the next alternative only after a failure that consumed nothing; attempt undoes one."
    ab, ac = p.seq(p.pstring("a"), p.pstring("b")), p.seq(p.pstring("a"), p.pstring("c"))
    assert not p.choice(ab, ac)("ac", 0).ok and p.choice(p.attempt(ab), ac)("ac", 0).ok
    assert not p.opt(ab)("ac", 0).ok and p.opt(ab)("xc", 0).ok


def test_str_eats_the_space_that_ws1_wants():
    "Assert `str s >>. ws1` never succeeds: the word took its spaces already (lines 18, 411)."
    word_then_space = p.right(p.left(p.pstring("lim"), p.spaces), p.spaces1)
    assert not word_then_space("lim {C}", 0).ok and p.right(p.pstring("lim"), p.spaces1)("lim {C}", 0).ok


@pytest.mark.parametrize("text, value, position, consumed", [
    ("42 ", 42, 2, True), ("-7", -7, 2, True), ("+7", 7, 2, True), ("0x1F", 31, 4, True), ("x", None, 0, False),
    ("0x", None, 2, True), ("2147483648", None, 10, True),
])
def test_pint32(text, value, position, consumed):
    "Assert pint32: a sign, decimal or prefixed digits, a consuming failure past 32 bits or after a bare prefix."
    reply = p.pint32(text, 0)
    assert (reply.value, reply.position, reply.consumed) == (value, position, consumed)


def test_sep_by1_commits_after_a_separator():
    "Assert sepBy1: a separator that succeeds needs another item."
    items = p.sep_by1(p.pstring("a"), p.pstring(","))
    assert items("a,a", 0).value == ("a", "a") and not items("a,b", 0).ok and items("a;b", 0).position == 1
