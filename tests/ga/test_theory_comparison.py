"""TheoryComparisonSkill: its four patterns (VsPattern's lookbehind split in two, checked against a plain emulation), its answers."""
import re

import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.data import fixed_width_lookbehinds
from engine.ga.routing.skills import can_handle
from engine.ga.routing.skills.theory_comparison import (PATTERN_NAMES, answer, body, match_pair, matching_pattern,
                                                        normalize_pair, patterns, table)
from engine.lessons.l28 import COURSE

VS_LOOKBEHIND = r"(?<![A-Ga-g][b#♭♯]?\s)"  # VsPattern's, as .NET writes it
ODD = ["", "   ", "🎹 vs 🎸", "major vs minor " * 150, "12345", "мажор vs минор", "MAJOR\u00a0VS\u00a0MINOR",
       "major\tversus\tminor"]


def vs_emulated(message: str):
    """VsPattern searched position by position, its lookbehind tested by hand at each width .NET can give it."""
    rest = re.compile(table("pattern")["VsPattern"].replace(VS_LOOKBEHIND, "").replace("{tokens}", "major|minor")
                      .replace("(?<", "(?P<"), re.IGNORECASE)
    behind = re.compile(r"[A-Ga-g][b#♭♯]?\s", re.IGNORECASE)
    for start in range(len(message) + 1):
        refused = any(behind.fullmatch(message, start - width, start) for width in (2, 3) if start >= width)
        found = None if refused else rest.match(message, start)
        if found:
            return found.span(), found["a"], found["b"]
    return None


def vs_split(message: str):
    found = patterns()["VsPattern"].search(message)
    return found and (found.span(), found["a"], found["b"])


EDGES = [  # the lesson's cases and the lookbehind's edges: each width, each accidental, case, other spaces
    "Major vs minor", "major vs minor", "C major vs C minor", "c major vs c minor", "Bb major vs minor",
    "B♭ minor vs major", "F♯ major versus minor", "C# major vs minor", "Cb major vs minor", "the major vs minor",
    "a major vs minor chord", "Explain the major vs minor difference", "x major vs minor", "H major vs minor",
    "E\tmajor vs minor", "E\u00a0major vs minor", "E  major vs minor", "Eb  major vs minor", "Emajor vs minor",
    "E-major vs minor", "major vs. minor", "majors vs minors", "G major vs minor vs major", "the minor vs the major",
    "be major vs minor", "E#\nmajor vs minor", "ebb major vs minor", "C♮ major vs minor", "",
    *COURSE,
]


@pytest.mark.parametrize("message", EDGES)
def test_vs_pattern_split_equals_the_variable_width_lookbehind(message):
    "Assert the two fixed-width lookbehinds find what .NET's one does, at the same place."
    assert vs_split(message) == vs_emulated(message)


def test_the_split_is_the_two_widths():
    "Assert VsPattern's lookbehind becomes one lookbehind per width, both required."
    assert fixed_width_lookbehinds(VS_LOOKBEHIND) == r"(?<![A-Ga-g]\s)(?<![A-Ga-g][b#♭♯]\s)"


@pytest.mark.parametrize("message, pattern, pair", [
    ("What is the difference between major and minor", "DifferencePattern", ("major", "minor")),
    ("Compare minor with major", "ComparePattern", ("minor", "major")),
    ("Major vs. minor", "VsPattern", ("major", "minor")),
    ("How do major and minor differ", "HowDifferPattern", ("major", "minor")),
    ("What's the difference between major and minor keys", "DifferencePattern", ("major", "minor")),
    ("DISTINCTION BETWEEN MINOR AND MINOR", "DifferencePattern", ("minor", "minor")),
    ("compare major vs major and how do minor and major differ", "ComparePattern", ("major", "major")),
    ("Major and minor difference", None, None), ("Majors vs minors", None, None),
    ("What is the difference between the major and minor scales", None, None),
    ("Which sounds sadder, a major vs minor chord?", None, None), ("Dorian vs Aeolian", None, None),
])
def test_match_pair(message, pattern, pair):
    "Assert the first pattern, in MatchPair's order, that finds the pair, and the pair lowercased."
    assert (matching_pattern(message), match_pair(message)) == (pattern, pair)


@pytest.mark.parametrize("a, b, pair", [("major", "minor", ("major", "minor")), ("minor", "major", ("major", "minor")),
                                        ("minor", "minor", ("minor", "minor")), ("major", "major", ("major", "major"))])
def test_normalize_pair(a, b, pair):
    "Assert NormalizePair puts major first."
    assert normalize_pair(a, b) == pair


def test_the_comparison():
    "Assert the fixed body, its nineteen lines, confidence and evidence, for either order of the pair."
    for message in ("Major vs minor", "Minor vs major"):
        reply = answer(message)
        assert reply.result == body() and (reply.confidence, reply.agent_id) == (1.0, "theory")
        assert reply.evidence == ("Source: TheoryComparisonSkill (deterministic pair comparison)",
                                  "TheoryComparisonSkill: matched pair (major, minor)")
    assert len(body().split("\n")) == 19 and body().endswith("(minor with raised 7th in V)")


def test_the_same_pair():
    "Assert the same-pair answer names the word and suggests a comparison with dorian."
    reply = answer("Minor vs minor")
    assert reply.result.endswith('(e.g. "minor vs dorian").') and reply.confidence == 0.7
    assert reply.evidence == ("TheoryComparisonSkill: same-token pair",)


@pytest.mark.parametrize("at, declined", [("pin", False), ("main", True)])
def test_the_refusal(at, declined):
    "Assert the refusal is empty, at confidence 0, Declined only on main."
    reply = ChatbotHost(at).call_skill("TheoryComparisonSkill", "Dorian vs Aeolian")
    assert (reply.result, reply.confidence, reply.declined) == ("", 0.0, declined)
    assert reply.evidence == ("TheoryComparisonSkill: no recognised comparison pattern",)


@pytest.mark.parametrize("at", ["pin", "main"])
def test_can_handle_is_always_false(at):
    "Assert CanHandle says no to its own example prompts, at the pin and on main."
    host = ChatbotHost(at)
    assert not any(can_handle("TheoryComparisonSkill", p, at) for p in host.intent("skill.theorycomparison").prompts)


def test_the_patterns_in_matchpairs_order():
    "Assert four patterns, each capturing a and b."
    assert list(patterns()) == list(PATTERN_NAMES)
    assert all({"a", "b"} <= set(p.groupindex) for p in patterns().values())


@pytest.mark.parametrize("at", ["pin", "main"])
@pytest.mark.parametrize("message", ODD)
def test_odd_input_gets_gas_answer(at, message):
    "Assert odd input gets the comparison, the same-pair answer or the empty refusal, never a traceback."
    reply = ChatbotHost(at).call_skill("TheoryComparisonSkill", message)
    assert reply.result in (body(), "") or reply.result.startswith("You asked to compare")
