"""GA pull request #749's guard, `InvalidChordNames`: the invalid chord names of an improvisation request, and its decline.

#749 (fix for issue #745, merged on 2026-09-28 as d7efd41) is not in the snapshot. Only one of its
commits is stored where we can read it, so the model is built in three layers, each rule from:

- **fb2d4b1e** (`Common/GA.Business.ML/Agents/Skills/InvalidChordNames.cs` and `ImprovisationSkill.cs`
  at that commit): `Find` 39-54 (nothing for a blank message, one without improvisation intent or one
  that names a valid chord; else each match of `InvalidRootChordRegex` 84-88 in order, a match without
  a suffix skipped, a repeat kept once), `Decline` 57-77 (its texts, the German hint for a token
  starting with H), `DeclineConfidence` 32, the opening exemption's test 79-82 (nothing but white
  space before the token, one of `, . ! ? …` after it), and the skill's guard heading ExecuteAsync
  (`skill.py`).
- **01e9597b**, inferred (its change is known from the course's notes only): the opening exemption
  holds for the interjections Hm, Um and Mm alone. fb2d4b1e exempts any opening token, so it finds
  nothing in "Q7, which arpeggio should I use?", where the merge's test and lesson 7 find Q7.
- **d7efd41's test file**, inferred (`Tests/Common/GA.Business.ML.Tests/Unit/InvalidChordNamesTests.cs`):
  `NamesValidChord` takes any ChordTokenRegex match as a valid chord, but an "A" that opens the
  message (an article); fb2d4b1e asks for a run of two, and finds Q7 in "which arpeggio fits C and
  Q7", "Q7 and F#" and "A and Q7", where the tests find nothing. A root that is a Roman numeral (I or
  V, the only ones the pattern's one-letter root can hold) is no chord name: "which arpeggio fits
  V7 and Q7" finds Q7 alone, "what scale over I7" nothing.

This model passes every `Find` and `Decline` case of that test file and the skill's own example
prompts (`tests/ga/test_improvisation_guard.py`), finds nothing in the pin's corpus (the merge's adds
the "Hm Q7" entry, which it finds), and gives lesson 7's outputs. Other inputs are a reconstruction.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ...data import dotnet_regex, rows
from ....dotnet_text import is_blank, trim
from .reading import chord_run, chord_token, has_chord_shape, has_improv_intent

DECLINE_CONFIDENCE = 0.9  # InvalidChordNames.cs 32 (0.9f)
ROUTING_METHOD = "invalid-chord-guard"  # line 29: what the orchestrator records when it declines


@lru_cache(maxsize=None)
def values() -> dict[str, tuple[str, ...]]:
    """The guard's pattern, texts and word lists (invalid_chord_names.tsv), by name."""
    found: dict[str, tuple[str, ...]] = {}
    for name, _where, value in rows("invalid_chord_names.tsv", 3):
        found[name] = (*found.get(name, ()), value)
    return found


def text(name: str) -> str:
    return values()[name][0]


@lru_cache(maxsize=None)
def invalid_root_chord() -> re.Pattern[str]:
    return dotnet_regex(text("invalid_root_chord"))


def find(message: str) -> list[str]:
    """InvalidChordNames.Find: the invalid chord names of an improvisation request that names no valid chord.

    >>> find("which arpeggio fits Hm Q7"), find("Hm, which arpeggio fits Q7?"), find("which arpeggio fits C and Q7")
    (['Hm', 'Q7'], ['Q7'], [])
    """
    if is_blank(message) or not has_improv_intent(message) or names_valid_chord(message):
        return []
    tokens: list[str] = []
    for match in invalid_root_chord().finditer(message):
        if not match.group("suffix") or is_roman(match.group("root")) or is_opening_interjection(message, match):
            continue
        if match.group(0) not in tokens:
            tokens.append(match.group(0))
    return tokens


def opening_interjection(message: str) -> str | None:
    """The interjection Find passes over at the start of the message ("Hm" of "Hm, which mode ..."), if any."""
    return next((m.group(0) for m in invalid_root_chord().finditer(message) if is_opening_interjection(message, m)), None)


def names_valid_chord(message: str) -> bool:
    """NamesValidChord as merged (inferred): a suffixed symbol, a spaced quality, or a chord token
    other than an opening article "A"."""
    return has_chord_shape(message) or any(not is_opening_article(message, m) for m in chord_token().finditer(message))


def names_valid_chord_at_fb2d4b1e(message: str) -> bool:
    """NamesValidChord at fb2d4b1e: a suffixed symbol, a spaced quality, or a run of two chords."""
    return has_chord_shape(message) or len(chord_run(message)) >= 2


def is_opening_article(message: str, match: re.Match[str]) -> bool:
    return match.group(0) in values()["opening_article"] and not trim(message[:match.start()])


def is_roman(root: str) -> bool:
    """A root the pattern read that is a Roman numeral's letters ("V" of V7), its accidental aside."""
    return root.rstrip("#b") in values()["roman_numeral"]


def is_opening_interjection(message: str, match: re.Match[str]) -> bool:
    """An interjection ("Hm, which mode ...") first in the message, punctuation right after it."""
    after = message[match.end():match.end() + 1]
    return (not trim(message[:match.start()]) and after != "" and after in values()["opening_punctuation"]
            and match.group(0) in values()["interjection"])


def decline(tokens: list[str]) -> str:
    """InvalidChordNames.Decline: the answer that names the tokens and says what a chord name is.

    >>> decline(["H7"]).split(". ")[0]
    'I don\\'t recognize "H7" as a chord name, so I can\\'t suggest arpeggios or scales for it'
    """
    one = len(tokens) == 1
    quoted = [text("quoted").format(token=t) for t in tokens]
    listed = quoted[0] if one else text("list_separator").join(quoted[:-1]) + text("list_last") + quoted[-1]
    answer = text("decline").format(tokens=listed, noun=text("noun_one" if one else "noun_many"),
                                    pronoun=text("pronoun_one" if one else "pronoun_many"))
    german = next((t for t in tokens if t[0] == "H"), None)  # B natural is H in German notation
    if german is not None:
        answer += text("german").format(token=german, rest=german[1:])
    return answer + text("closing")


def assumption(tokens: list[str]) -> str:
    """The decline's one assumption, naming the tokens."""
    return text("assumption").format(tokens=", ".join(tokens))
